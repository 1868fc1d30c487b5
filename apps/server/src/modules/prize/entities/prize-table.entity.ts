import type { PrizeKind } from '@lottery/contracts';
import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../../common/db/columns.js';

/** What one ticket wins with each prize kind: the official baht and the shop's USD payout. */
@Entity('prize_table')
@Check('prize_table_baht_cents_check', 'baht_cents >= 0')
@Check(
  'prize_table_kind_check',
  "kind IN ('first', 'near1', 'second', 'third', 'fourth', 'fifth', 'first3', 'last3', 'last2')",
)
@Check('prize_table_payout_cents_check', 'payout_cents >= 0')
export class PrizeTableRow {
  @ForeignKey('agent', { name: 'prize_table_agent_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ name: 'agent_id', type: 'text' })
  agentId!: string;

  @PrimaryColumn('text')
  kind!: PrizeKind;

  @Column('integer')
  sort!: number;

  @MoneyColumn({ name: 'baht_cents' })
  bahtCents!: number;

  @MoneyColumn({ name: 'payout_cents' })
  payoutCents!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
