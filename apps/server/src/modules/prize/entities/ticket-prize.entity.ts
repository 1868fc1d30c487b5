import type { PrizeKind } from '@lottery/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** What a sold sheet won with one prize kind: paid at most once (the primary key). */
@Entity('ticket_prize')
export class TicketPrize {
  @PrimaryColumn({ name: 'sheet_id', type: 'bigint' })
  sheetId!: string;

  @PrimaryColumn('text')
  kind!: PrizeKind;

  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @IdColumn({ name: 'game_event_id' })
  gameEventId!: string;

  @IdColumn({ name: 'member_id' })
  memberId!: string;

  @Column({ type: 'char', length: 6 })
  number!: string;

  @MoneyColumn()
  amount!: number;

  /** Cents paid so far: all of `amount` once credited; part of it while an admin pays in parts. */
  @MoneyColumn({ default: 0 })
  paid!: number;

  /** Small prizes are credited at publication; larger ones wait for an admin. */
  @Column('text')
  status!: 'credited' | 'waiting';

  @Column({ name: 'settled_at', type: 'timestamptz', default: () => 'now()' })
  settledAt!: Date;

  @Column({ name: 'credited_at', type: 'timestamptz', nullable: true })
  creditedAt!: Date | null;

  @IdColumn({ name: 'credited_by', nullable: true })
  creditedBy!: string | null;
}
