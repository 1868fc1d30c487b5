import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each sold sheet won when its draw's results were published: one row per sheet and prize
 * kind, so a prize can be paid at most once (the primary key) however often settlement runs.
 * Small prizes are credited at once (`credited`); larger ones wait for an admin (`waiting`).
 */
export class PrizeSettlement1900000000003 implements MigrationInterface {
  name = 'PrizeSettlement1900000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ticket_prize (
        sheet_id bigint NOT NULL REFERENCES sheet (id),
        kind text NOT NULL CHECK (kind IN
          ('first', 'near1', 'second', 'third', 'fourth', 'fifth', 'first3', 'last3', 'last2')),
        agent_id text NOT NULL REFERENCES agent (id),
        game_event_id bigint NOT NULL REFERENCES game_event (id),
        member_id bigint NOT NULL REFERENCES member (id),
        number char(6) NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        status text NOT NULL CHECK (status IN ('credited', 'waiting')),
        settled_at timestamptz NOT NULL DEFAULT now(),
        credited_at timestamptz,
        credited_by bigint REFERENCES member (id),
        PRIMARY KEY (sheet_id, kind),
        CHECK ((status = 'credited') = (credited_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX ticket_prize_member ON ticket_prize (member_id)`);
    await queryRunner.query(
      `CREATE INDEX ticket_prize_waiting ON ticket_prize (agent_id, settled_at) WHERE status = 'waiting'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE ticket_prize');
  }
}
