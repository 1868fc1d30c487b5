import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Responsible play (issue 17): each member's own daily and monthly purchase limits, a raise
 * waiting for its time (`next_*` from `next_*_at`; a null amount there removes the limit), and a
 * break that ends at `break_until`. No row: no limits.
 */
export class SpendingLimits2400000000000 implements MigrationInterface {
  name = 'SpendingLimits2400000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_limit (
        member_id bigint PRIMARY KEY REFERENCES member (id),
        daily bigint CHECK (daily > 0),
        monthly bigint CHECK (monthly > 0),
        next_daily bigint CHECK (next_daily > 0),
        next_daily_at timestamptz,
        next_monthly bigint CHECK (next_monthly > 0),
        next_monthly_at timestamptz,
        break_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (next_daily IS NULL OR next_daily_at IS NOT NULL),
        CHECK (next_monthly IS NULL OR next_monthly_at IS NOT NULL)
      )`);
    // Checkout sums a member's purchases of the day and the month.
    await queryRunner.query(
      'CREATE INDEX purchase_order_member_time ON purchase_order (member_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX purchase_order_member_time');
    await queryRunner.query('DROP TABLE member_limit');
  }
}
