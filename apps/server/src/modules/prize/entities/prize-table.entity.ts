import type { PrizeKind } from '@lottery/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../../common/db/columns.js';

/** What one ticket wins with each prize kind: the official baht and the shop's USD payout. */
@Entity('prize_table')
export class PrizeTableRow {
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
