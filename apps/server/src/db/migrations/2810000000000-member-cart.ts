import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's cart kept on the server (issue 29), so that it follows a signed-in member to
 * another device. One row per number in the cart; the cart module is its only writer.
 */
export class MemberCart2810000000000 implements MigrationInterface {
  name = 'MemberCart2810000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_cart_line (
        member_id bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
        product_id bigint NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        qty integer NOT NULL CHECK (qty BETWEEN 1 AND 1000),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, product_id)
      )`);
    // A product deleted with its draw takes its cart lines along (the cascade looks them up).
    await queryRunner.query(
      `CREATE INDEX member_cart_line_product ON member_cart_line (product_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_cart_line`);
  }
}
