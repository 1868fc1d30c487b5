import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads are counted per member (a quota per hour), so admins' public site images get a row
 * too; a member's identity photo is marked when an order first uses it, and one no order used
 * is swept after a day.
 */
export class UploadQuota2030000000000 implements MigrationInterface {
  name = 'UploadQuota2030000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE member_upload
        ADD COLUMN public boolean NOT NULL DEFAULT false,
        ADD COLUMN used_at timestamptz`);
    // Photos that orders already refer to are used since their first order.
    await queryRunner.query(`
      UPDATE member_upload u SET used_at = o.first
        FROM (SELECT cus_iden_img, min(created_at) AS first FROM purchase_order
               WHERE cus_iden_img IS NOT NULL GROUP BY cus_iden_img) o
       WHERE o.cus_iden_img = '/api/customer/upload/' || u.name`);
    await queryRunner.query(
      'CREATE INDEX member_upload_recent ON member_upload (member_id, created_at)',
    );
    await queryRunner.query(`
      CREATE INDEX member_upload_unused ON member_upload (created_at)
       WHERE used_at IS NULL AND NOT public`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX member_upload_unused');
    await queryRunner.query('DROP INDEX member_upload_recent');
    await queryRunner.query('DELETE FROM member_upload WHERE public');
    await queryRunner.query(`
      ALTER TABLE member_upload DROP COLUMN used_at, DROP COLUMN public`);
  }
}
