import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The official prize amounts in baht (cents), per ticket; the shop pays out in USD (cents). */
const defaultPrizes: [kind: string, sort: number, bahtCents: number, payoutCents: number][] = [
  ['first', 1, 600_000_000, 17_500_000],
  ['near1', 2, 10_000_000, 290_000],
  ['second', 3, 20_000_000, 580_000],
  ['third', 4, 8_000_000, 230_000],
  ['fourth', 5, 4_000_000, 115_000],
  ['fifth', 6, 2_000_000, 58_000],
  ['first3', 7, 400_000, 11_500],
  ['last3', 8, 400_000, 11_500],
  ['last2', 9, 200_000, 5_800],
];

export class DrawsAndStock1800000000000 implements MigrationInterface {
  name = 'DrawsAndStock1800000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE game_event (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id) ON DELETE CASCADE,
        round_name text NOT NULL,
        draw_date date NOT NULL,
        open_sell_at timestamptz NOT NULL,
        close_sell_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'BREAK' CHECK (status IN ('BREAK', 'ONGO', 'CLOSE')),
        results jsonb,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (open_sell_at < close_sell_at),
        CHECK ((results IS NULL) = (published_at IS NULL)),
        UNIQUE (agent_id, draw_date)
      )`);
    // Only one draw open or paused per shop (code 1005 is the friendly answer; this is the law).
    await queryRunner.query(`
      CREATE UNIQUE INDEX game_event_one_not_closed ON game_event (agent_id) WHERE status <> 'CLOSE'`);
    await queryRunner.query(
      `CREATE INDEX game_event_by_date ON game_event (agent_id, draw_date DESC)`,
    );
    // The auto-close job looks for these.
    await queryRunner.query(`
      CREATE INDEX game_event_to_close ON game_event (close_sell_at) WHERE status <> 'CLOSE'`);

    await queryRunner.query(`
      CREATE TABLE prize_table (
        agent_id text NOT NULL REFERENCES agent (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN
          ('first', 'near1', 'second', 'third', 'fourth', 'fifth', 'first3', 'last3', 'last2')),
        sort integer NOT NULL,
        baht_cents bigint NOT NULL CHECK (baht_cents >= 0),
        payout_cents bigint NOT NULL CHECK (payout_cents >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (agent_id, kind)
      )`);
    for (const [kind, sort, baht, payout] of defaultPrizes) {
      await queryRunner.query(
        `INSERT INTO prize_table (agent_id, kind, sort, baht_cents, payout_cents)
         SELECT id, $1, $2, $3, $4 FROM agent`,
        [kind, sort, baht, payout],
      );
    }

    await queryRunner.query(`
      CREATE TABLE product (
        id bigserial PRIMARY KEY,
        game_event_id bigint NOT NULL REFERENCES game_event (id) ON DELETE CASCADE,
        number char(6) NOT NULL CHECK (number ~ '^[0-9]{6}$'),
        price bigint NOT NULL CHECK (price > 0),
        remaining integer NOT NULL CHECK (remaining >= 0),
        total integer NOT NULL CHECK (total >= 0),
        sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
        photo text,
        op text[] NOT NULL DEFAULT '{}',
        CHECK (remaining <= total),
        UNIQUE (game_event_id, number, price)
      )`);
    // Search: only numbers in stock are ever listed, so the indexes hold only those rows. Every
    // search orders by number, so each index ends with it and a page is an index range scan.
    await queryRunner.query(`
      CREATE INDEX product_last2 ON product (game_event_id, right(number, 2), number)
        WHERE remaining > 0`);
    await queryRunner.query(`
      CREATE INDEX product_last3 ON product (game_event_id, right(number, 3), number)
        WHERE remaining > 0`);
    await queryRunner.query(`
      CREATE INDEX product_first3 ON product (game_event_id, left(number, 3), number)
        WHERE remaining > 0`);
    await queryRunner.query(`
      CREATE INDEX product_in_stock ON product (game_event_id, number) WHERE remaining > 0`);
    await queryRunner.query(
      `CREATE INDEX product_best_sellers ON product (game_event_id, sold DESC, number)
        WHERE remaining > 0`,
    );
    await queryRunner.query(`CREATE INDEX product_tags ON product USING gin (op)`);

    await queryRunner.query(`
      CREATE TABLE sheet (
        id bigserial PRIMARY KEY,
        product_id bigint NOT NULL REFERENCES product (id) ON DELETE CASCADE,
        game_event_id bigint NOT NULL REFERENCES game_event (id) ON DELETE CASCADE,
        number char(6) NOT NULL,
        set_no integer NOT NULL CHECK (set_no > 0),
        photo text,
        order_id text,
        sold_to text,
        sold_at timestamptz,
        UNIQUE (game_event_id, number, set_no)
      )`);
    await queryRunner.query(
      `CREATE INDEX sheet_unsold ON sheet (product_id, id) WHERE sold_to IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE product_group (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id) ON DELETE CASCADE,
        tag text NOT NULL,
        name_km text NOT NULL,
        name_th text NOT NULL,
        name_en text NOT NULL,
        sort integer NOT NULL DEFAULT 0,
        UNIQUE (agent_id, tag)
      )`);

    await queryRunner.query(`
      CREATE TABLE hot_pin (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL REFERENCES agent (id) ON DELETE CASCADE,
        number char(6) NOT NULL CHECK (number ~ '^[0-9]{6}$'),
        sort integer NOT NULL DEFAULT 0,
        UNIQUE (agent_id, number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'hot_pin',
      'product_group',
      'sheet',
      'product',
      'prize_table',
      'game_event',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
