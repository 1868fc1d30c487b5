import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys (issue 34): a member's WebAuthn credentials, the challenges handed out (single use,
 * expiring, kept here so any process can check them), and the short-lived proofs a passkey
 * step-up gives that a withdrawal or a bank change consumes instead of an SMS code.
 */
export class Passkeys2700000000000 implements MigrationInterface {
  name = 'Passkeys2700000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE passkey (
        id bigserial PRIMARY KEY,
        member_id bigint NOT NULL REFERENCES member(id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX passkey_member ON passkey (member_id)`);
    await queryRunner.query(`
      CREATE TABLE passkey_challenge (
        challenge text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in', 'step-up')),
        member_id bigint REFERENCES member(id) ON DELETE CASCADE,
        agent_id text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE passkey_proof (
        token_hash text PRIMARY KEY,
        member_id bigint NOT NULL REFERENCES member(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE passkey_proof`);
    await queryRunner.query(`DROP TABLE passkey_challenge`);
    await queryRunner.query(`DROP TABLE passkey`);
  }
}
