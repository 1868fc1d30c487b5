import { Column, Entity, PrimaryColumn } from 'typeorm';
import { MoneyColumn } from '../../../common/db/columns.js';

/** A member's own spending limits and break (cents; null: none). */
@Entity('member_limit')
export class MemberLimit {
  @PrimaryColumn({ name: 'member_id', type: 'bigint' })
  memberId!: string;

  @MoneyColumn({ nullable: true })
  daily!: number | null;

  @MoneyColumn({ nullable: true })
  monthly!: number | null;

  /** A raise (or, null, a removal) of the daily limit, in effect from `nextDailyAt`. */
  @MoneyColumn({ name: 'next_daily', nullable: true })
  nextDaily!: number | null;

  @Column({ name: 'next_daily_at', type: 'timestamptz', nullable: true })
  nextDailyAt!: Date | null;

  @MoneyColumn({ name: 'next_monthly', nullable: true })
  nextMonthly!: number | null;

  @Column({ name: 'next_monthly_at', type: 'timestamptz', nullable: true })
  nextMonthlyAt!: Date | null;

  @Column({ name: 'break_until', type: 'timestamptz', nullable: true })
  breakUntil!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
