import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions say where they were opened (device, address), and each member keeps the last ten
 * sign-ins, so a member notices a stranger. A session ended because the password or the bank
 * account changed ('rotated') was replaced by a new token on the same device (issue 34).
 */
export class SessionDevices2600000000000 implements MigrationInterface {
  name = 'SessionDevices2600000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE session
        ADD COLUMN device text,
        ADD COLUMN address text,
        DROP CONSTRAINT session_ended_reason_check,
        ADD CONSTRAINT session_ended_reason_check CHECK
          (ended_reason IN ('signed_out', 'replaced', 'password', 'locked', 'expired', 'rotated'))`);
    await queryRunner.query(`
      CREATE TABLE sign_in (
        id bigserial PRIMARY KEY,
        member_id bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        device text,
        address text
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_member_at ON sign_in (member_id, at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in`);
    await queryRunner.query(
      `UPDATE session SET ended_reason = 'password' WHERE ended_reason = 'rotated'`,
    );
    await queryRunner.query(`
      ALTER TABLE session
        DROP COLUMN device,
        DROP COLUMN address,
        DROP CONSTRAINT session_ended_reason_check,
        ADD CONSTRAINT session_ended_reason_check CHECK
          (ended_reason IN ('signed_out', 'replaced', 'password', 'locked', 'expired'))`);
  }
}
