import type { LedgerKind } from '@lottery/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** One balance change (append-only: a trigger refuses updates and deletes). */
@Entity('ledger_entry')
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column('text')
  kind!: LedgerKind;

  /** Cents, signed: credits positive, debits negative. */
  @MoneyColumn()
  amount!: number;

  @MoneyColumn({ name: 'balance_after' })
  balanceAfter!: number;

  /** What moved the money: a RefId, an order id, a prize. */
  @Column('text')
  reference!: string;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @IdColumn({ name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
