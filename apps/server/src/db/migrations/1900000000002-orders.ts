import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders (checkout), their lines, who owns each sold sheet and how it fared in the draw, and the
 * members' private uploads (identity photos).
 */
export class Orders1900000000002 implements MigrationInterface {
  name = 'Orders1900000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    // "order" is a keyword; purchase_order reads fine and needs no quoting.
    await queryRunner.query(`
      CREATE TABLE purchase_order (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id),
        member_id bigint NOT NULL REFERENCES member (id),
        game_event_id bigint NOT NULL REFERENCES game_event (id),
        total bigint NOT NULL CHECK (total > 0),
        quantity integer NOT NULL CHECK (quantity > 0),
        is_gift boolean NOT NULL DEFAULT false,
        cus_name text,
        cus_tel text,
        cus_iden_type text CHECK (cus_iden_type IN ('idcard', 'passport')),
        cus_iden text,
        cus_iden_img text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX purchase_order_member ON purchase_order (member_id, id)`);

    await queryRunner.query(`
      CREATE TABLE order_line (
        order_id bigint NOT NULL REFERENCES purchase_order (id),
        product_id bigint NOT NULL REFERENCES product (id),
        number char(6) NOT NULL,
        qty integer NOT NULL CHECK (qty > 0),
        price bigint NOT NULL CHECK (price > 0),
        PRIMARY KEY (order_id, product_id)
      )`);

    // order_id was a placeholder (always NULL so far): it now points at the order that sold it.
    await queryRunner.query(`
      ALTER TABLE sheet
        ALTER COLUMN order_id TYPE bigint USING order_id::bigint,
        ADD CONSTRAINT sheet_order_fk FOREIGN KEY (order_id) REFERENCES purchase_order (id),
        ADD COLUMN owner_id bigint REFERENCES member (id),
        ADD COLUMN reward_status smallint NOT NULL DEFAULT 0 CHECK (reward_status IN (0, 1, 2)),
        ADD CONSTRAINT sheet_owned_when_ordered CHECK (order_id IS NULL OR owner_id IS NOT NULL)`);
    await queryRunner.query(`
      CREATE INDEX sheet_owner ON sheet (owner_id, game_event_id) WHERE owner_id IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX sheet_order ON sheet (order_id) WHERE order_id IS NOT NULL`,
    );

    // Identity photos are private: the file is found by its name, its owner by this row.
    await queryRunner.query(`
      CREATE TABLE member_upload (
        name text PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id),
        member_id bigint NOT NULL REFERENCES member (id),
        bytes integer NOT NULL CHECK (bytes > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_upload');
    await queryRunner.query(`
      ALTER TABLE sheet
        DROP CONSTRAINT sheet_owned_when_ordered,
        DROP COLUMN reward_status,
        DROP COLUMN owner_id,
        DROP CONSTRAINT sheet_order_fk,
        ALTER COLUMN order_id TYPE text`);
    await queryRunner.query('DROP TABLE order_line');
    await queryRunner.query('DROP TABLE purchase_order');
  }
}
