import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web push (issue 30): a member's browsers that accepted notices, and the outbox of notices to
 * them, one row per event and browser, written in the event's own transaction. Removing a
 * browser (its push service answered 404/410, or the member turned notices off) drops what was
 * still waiting for it.
 */
export class PushNotices2750000000000 implements MigrationInterface {
  name = 'PushNotices2750000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE push_subscription (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        member_id bigint NOT NULL REFERENCES member (id),
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        locale text NOT NULL CHECK (locale IN ('km', 'th', 'en')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX push_subscription_member ON push_subscription (member_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE push_outbox (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        event_key text NOT NULL UNIQUE,
        subscription_id bigint NOT NULL REFERENCES push_subscription (id) ON DELETE CASCADE,
        notice jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        gave_up boolean NOT NULL DEFAULT false,
        last_error text
      )`);
    await queryRunner.query(`
      CREATE INDEX push_outbox_pending ON push_outbox (next_attempt_at)
       WHERE sent_at IS NULL AND NOT gave_up`);
    await queryRunner.query(
      `CREATE INDEX push_outbox_subscription ON push_outbox (subscription_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE push_outbox`);
    await queryRunner.query(`DROP TABLE push_subscription`);
  }
}
