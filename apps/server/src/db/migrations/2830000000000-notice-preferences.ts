import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notice channels (issue 30): a member's switch per kind of notice and channel. Only switches
 * the member changed are stored; a missing row means the default (today's behaviour). SMS notices
 * have no outbox key of their own, so each event sent by SMS is recorded once here.
 */
export class NoticePreferences2830000000000 implements MigrationInterface {
  name = 'NoticePreferences2830000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notice_preference (
        member_id bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        kind text NOT NULL CONSTRAINT notice_preference_kind_check
          CHECK (kind IN ('results', 'won', 'giftReceived', 'depositPaid', 'subscription')),
        channel text NOT NULL CONSTRAINT notice_preference_channel_check
          CHECK (channel IN ('push', 'telegram', 'sms')),
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, kind, channel)
      )`);
    await queryRunner.query(`
      CREATE TABLE notice_sms_sent (
        event_key text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notice_sms_sent`);
    await queryRunner.query(`DROP TABLE notice_preference`);
  }
}
