import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A draw's live broadcast (issue 17): the stream's link and when it starts. */
export class DrawLive2400000000001 implements MigrationInterface {
  name = 'DrawLive2400000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE game_event
        ADD COLUMN live_url text,
        ADD COLUMN live_at timestamptz,
        ADD CONSTRAINT game_event_live CHECK ((live_url IS NULL) = (live_at IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE game_event DROP CONSTRAINT game_event_live,
        DROP COLUMN live_at, DROP COLUMN live_url`);
  }
}
