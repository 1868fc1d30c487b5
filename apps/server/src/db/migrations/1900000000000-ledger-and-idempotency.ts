import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money ledger and the idempotency keys: the two pieces the wallet and checkout share.
 * `member.balance` is a cache of the ledger; every change to it writes one entry here in the same
 * transaction (see LedgerService).
 */
export class LedgerAndIdempotency1900000000000 implements MigrationInterface {
  name = 'LedgerAndIdempotency1900000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ledger_entry (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id),
        member_id bigint NOT NULL REFERENCES member (id),
        kind text NOT NULL CHECK (kind IN
          ('deposit', 'withdrawal', 'withdrawal_refund', 'purchase', 'prize', 'adjustment')),
        amount bigint NOT NULL CHECK (amount <> 0),
        balance_after bigint NOT NULL CHECK (balance_after >= 0),
        reference text NOT NULL,
        note text,
        actor_id bigint REFERENCES member (id),
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX ledger_entry_member ON ledger_entry (member_id, id)`);
    await queryRunner.query(`CREATE INDEX ledger_entry_agent_at ON ledger_entry (agent_id, at)`);
    // The ledger is append-only: no change or removal of an entry, whoever asks.
    await queryRunner.query(`
      CREATE FUNCTION ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ledger entries are append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
        FOR EACH ROW EXECUTE FUNCTION ledger_entry_append_only()`);

    // One row per (member, scope, key): the request's hash and the answer it got.
    await queryRunner.query(`
      CREATE TABLE idempotency_key (
        member_id bigint NOT NULL REFERENCES member (id),
        scope text NOT NULL,
        key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 200),
        request_hash text NOT NULL,
        response jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, scope, key)
      )`);
    await queryRunner.query(`CREATE INDEX idempotency_key_age ON idempotency_key (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_key');
    await queryRunner.query('DROP TABLE ledger_entry');
    await queryRunner.query('DROP FUNCTION ledger_entry_append_only');
  }
}
