import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { MoneyColumn } from '../../../common/db/columns.js';

/** A member's own spending limits and break (cents; null: none). */
@Entity('member_limit')
@Check('member_limit_check', '(next_daily IS NULL) OR (next_daily_at IS NOT NULL)')
@Check('member_limit_check1', '(next_monthly IS NULL) OR (next_monthly_at IS NOT NULL)')
@Check('member_limit_daily_check', 'daily > 0')
@Check('member_limit_monthly_check', 'monthly > 0')
@Check('member_limit_next_daily_check', 'next_daily > 0')
@Check('member_limit_next_monthly_check', 'next_monthly > 0')
export class MemberLimit {
  @ForeignKey('member', { name: 'member_limit_member_id_fkey' })
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
