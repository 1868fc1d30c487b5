import type { PrizeKind } from '@lottery/contracts';
import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { IdColumn, MoneyColumn } from '../../../common/db/columns.js';

/** What a sold sheet won with one prize kind: paid at most once (the primary key). */
@Entity('ticket_prize')
@Index('ticket_prize_member', ['memberId'])
@Index('ticket_prize_waiting', ['agentId', 'settledAt'], { where: "status = 'waiting'" })
@Check('ticket_prize_amount_check', 'amount >= 0')
@Check('ticket_prize_check', "(status = 'credited') = (credited_at IS NOT NULL)")
@Check(
  'ticket_prize_kind_check',
  "kind IN ('first', 'near1', 'second', 'third', 'fourth', 'fifth', 'first3', 'last3', 'last2')",
)
@Check('ticket_prize_paid', '(paid >= 0) AND (paid <= amount)')
@Check('ticket_prize_paid_all', "(status = 'credited') = (paid = amount)")
@Check('ticket_prize_status_check', "status IN ('credited', 'waiting')")
export class TicketPrize {
  @ForeignKey('sheet', { name: 'ticket_prize_sheet_id_fkey' })
  @PrimaryColumn({ name: 'sheet_id', type: 'bigint' })
  sheetId!: string;

  @PrimaryColumn('text')
  kind!: PrizeKind;

  @ForeignKey('agent', { name: 'ticket_prize_agent_id_fkey' })
  @Column({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @ForeignKey('game_event', { name: 'ticket_prize_game_event_id_fkey' })
  @IdColumn({ name: 'game_event_id' })
  gameEventId!: string;

  @ForeignKey('member', { name: 'ticket_prize_member_id_fkey' })
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

  @ForeignKey('member', { name: 'ticket_prize_credited_by_fkey' })
  @IdColumn({ name: 'credited_by', nullable: true })
  creditedBy!: string | null;
}
