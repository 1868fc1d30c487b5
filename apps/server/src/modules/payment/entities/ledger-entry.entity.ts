import type { LedgerKind } from '@lottery/contracts';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** One balance change (append-only: a trigger refuses updates and deletes). */
@Entity('ledger_entry')
@Index('ledger_entry_agent_at', ['agentId', 'at'])
@Index('ledger_entry_member', ['memberId', 'id'])
@Check('ledger_entry_amount_check', 'amount <> 0')
@Check('ledger_entry_balance_after_check', 'balance_after >= 0')
@Check(
  'ledger_entry_kind_check',
  "kind IN ('deposit', 'withdrawal', 'withdrawal_refund', 'purchase', 'prize', 'adjustment')",
)
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @ForeignKey('agent', { name: 'ledger_entry_agent_id_fkey' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @ForeignKey('member', { name: 'ledger_entry_member_id_fkey' })
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

  @ForeignKey('member', { name: 'ledger_entry_actor_id_fkey' })
  @IdColumn({ name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
