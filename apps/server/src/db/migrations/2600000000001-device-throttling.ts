import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in failures are counted per account and per device (the `device-id` cookie), the
 * captcha asked for that account or device only; the per-address count stays only as a high
 * ceiling (issue 34).
 */
export class DeviceThrottling2600000000001 implements MigrationInterface {
  name = 'DeviceThrottling2600000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE login_failure ADD COLUMN device text`);
    await queryRunner.query(
      `CREATE INDEX login_failure_device ON login_failure (device, at) WHERE device IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE login_failure DROP COLUMN device`);
  }
}
