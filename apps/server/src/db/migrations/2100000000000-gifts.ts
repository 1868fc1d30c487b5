import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gifts (issue 13). A gift holds sheets (`gift_sheet`), named by the orders the sender chose;
 * receiving it moves `sheet.owner_id` to the receiver. `gift_sheet.open` marks the sheets a gift
 * still holds (sent, neither received nor taken back): the partial unique index keeps a sheet in
 * one open gift at most. Together with the order that sold the sheet, these rows are its history
 * of ownership: bought (the order), gifted (`created_at`), received or taken back.
 */
export class Gifts2100000000000 implements MigrationInterface {
  name = 'Gifts2100000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE gift (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id),
        code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{22}$'),
        sender_id bigint NOT NULL REFERENCES member (id),
        name text NOT NULL,
        phone text NOT NULL,
        status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'received', 'cancelled')),
        receiver_id bigint REFERENCES member (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        received_at timestamptz,
        cancelled_at timestamptz,
        CHECK ((status = 'received') = (receiver_id IS NOT NULL AND received_at IS NOT NULL)),
        CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
        CHECK (receiver_id IS DISTINCT FROM sender_id)
      )`);
    await queryRunner.query(`CREATE INDEX gift_sender ON gift (sender_id, id)`);

    await queryRunner.query(`
      CREATE TABLE gift_sheet (
        gift_id bigint NOT NULL REFERENCES gift (id),
        sheet_id bigint NOT NULL REFERENCES sheet (id),
        order_id bigint NOT NULL REFERENCES purchase_order (id),
        open boolean NOT NULL DEFAULT true,
        PRIMARY KEY (gift_id, sheet_id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX gift_sheet_open ON gift_sheet (sheet_id) WHERE open`,
    );
    await queryRunner.query(`CREATE INDEX gift_sheet_sheet ON gift_sheet (sheet_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE gift_sheet');
    await queryRunner.query('DROP TABLE gift');
  }
}
