import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions end by themselves: after SESSION_IDLE_DAYS without use and SESSION_MAX_DAYS after
 * sign-in. `last_used_at` is written at most once a minute per session.
 */
export class SessionLimits2000000000000 implements MigrationInterface {
  name = 'SessionLimits2000000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE session
        ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now(),
        DROP CONSTRAINT session_ended_reason_check,
        ADD CONSTRAINT session_ended_reason_check CHECK
          (ended_reason IN ('signed_out', 'replaced', 'password', 'locked', 'expired'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM session WHERE ended_reason = 'expired'`);
    await queryRunner.query(`
      ALTER TABLE session
        DROP COLUMN last_used_at,
        DROP CONSTRAINT session_ended_reason_check,
        ADD CONSTRAINT session_ended_reason_check CHECK
          (ended_reason IN ('signed_out', 'replaced', 'password', 'locked'))`);
  }
}
