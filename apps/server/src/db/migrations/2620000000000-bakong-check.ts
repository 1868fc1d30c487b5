import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bakong's transaction check: each deposit keeps its KHQR md5 (what Bakong is asked about) and,
 * once paid, the Bakong transaction's hash (unique: one transaction credits one deposit once).
 * `bakong_transaction` keeps every transaction Bakong reported, credited or not (the daily
 * reconciliation); `bakong_check_state` is the one row admins read (calls, failures, token).
 */
export class BakongCheck2620000000000 implements MigrationInterface {
  name = 'BakongCheck2620000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE deposit
        ADD COLUMN md5 text,
        ADD COLUMN bakong_hash text UNIQUE,
        ADD COLUMN late boolean NOT NULL DEFAULT false,
        ADD COLUMN review text CHECK (review IN ('amount', 'currency', 'account')),
        ADD COLUMN next_check_at timestamptz`);
    // The check's work list: pending deposits with a QR md5, soonest check first.
    await queryRunner.query(`
      CREATE INDEX deposit_to_check ON deposit (next_check_at)
        WHERE status = 'pending' AND md5 IS NOT NULL AND review IS NULL`);
    await queryRunner.query(`
      CREATE TABLE bakong_transaction (
        hash text PRIMARY KEY,
        deposit_id bigint NOT NULL REFERENCES deposit (id),
        agent_id text NOT NULL REFERENCES agent (id),
        from_account_id text NOT NULL,
        to_account_id text NOT NULL,
        currency text NOT NULL,
        amount bigint NOT NULL,
        paid_at timestamptz NOT NULL,
        seen_at timestamptz NOT NULL DEFAULT now(),
        outcome text NOT NULL CHECK (outcome IN ('credited', 'late', 'review', 'already_settled'))
      )`);
    await queryRunner.query(
      `CREATE INDEX bakong_transaction_day ON bakong_transaction (agent_id, paid_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE bakong_check_state (
        id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        calls bigint NOT NULL DEFAULT 0,
        failures bigint NOT NULL DEFAULT 0,
        last_ok_at timestamptz,
        last_error text,
        last_error_at timestamptz,
        token_expired boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(`INSERT INTO bakong_check_state (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE bakong_check_state');
    await queryRunner.query('DROP TABLE bakong_transaction');
    await queryRunner.query(`
      ALTER TABLE deposit DROP COLUMN md5, DROP COLUMN bakong_hash, DROP COLUMN late,
        DROP COLUMN review, DROP COLUMN next_check_at`);
  }
}
