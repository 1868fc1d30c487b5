import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deposits (KHQR, credited once when confirmed) and withdrawals (the whole balance, held until an
 * admin pays or rejects it). Money moves only through the ledger; these rows say why it moved.
 * A deposit past `expires_at` that is still 'pending' reads as expired: there is no sweep job.
 */
export class Wallet1900000000001 implements MigrationInterface {
  name = 'Wallet1900000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE deposit (
        id bigserial PRIMARY KEY,
        ref_id text NOT NULL UNIQUE,
        agent_id text NOT NULL REFERENCES agent (id),
        member_id bigint NOT NULL REFERENCES member (id),
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
        khqr text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        confirmed_by bigint REFERENCES member (id),
        provider_ref text,
        CHECK ((status = 'confirmed') = (confirmed_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX deposit_member ON deposit (member_id, created_at)`);
    await queryRunner.query(`CREATE INDEX deposit_agent ON deposit (agent_id, created_at)`);

    await queryRunner.query(`
      CREATE TABLE withdrawal (
        id bigserial PRIMARY KEY,
        ref_id text NOT NULL UNIQUE,
        agent_id text NOT NULL REFERENCES agent (id),
        member_id bigint NOT NULL REFERENCES member (id),
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
        bank_name text NOT NULL,
        account_name text NOT NULL,
        account_number text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        settled_by bigint REFERENCES member (id),
        bank_reference text,
        reason text,
        CHECK ((status = 'pending') = (settled_at IS NULL)),
        CHECK (status <> 'paid' OR bank_reference IS NOT NULL),
        CHECK (status <> 'rejected' OR reason IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX withdrawal_member ON withdrawal (member_id, created_at)`);
    await queryRunner.query(`CREATE INDEX withdrawal_agent ON withdrawal (agent_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE withdrawal');
    await queryRunner.query('DROP TABLE deposit');
  }
}
