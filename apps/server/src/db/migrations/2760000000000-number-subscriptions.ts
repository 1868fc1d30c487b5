import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My number, every draw (issue 32): a member's numbers bought for them when a draw opens, and
 * what came of each draw. The primary key (subscription, draw) is what makes a run once only,
 * whichever server process gets there first.
 */
export class NumberSubscriptions2760000000000 implements MigrationInterface {
  name = 'NumberSubscriptions2760000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE number_subscription (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        member_id bigint NOT NULL REFERENCES member (id),
        number char(6) NOT NULL CHECK (number ~ '^[0-9]{6}$'),
        sets integer NOT NULL CHECK (sets BETWEEN 1 AND 10),
        paused boolean NOT NULL DEFAULT false,
        removed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX number_subscription_once ON number_subscription (member_id, number)
        WHERE removed_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE subscription_run (
        subscription_id bigint NOT NULL REFERENCES number_subscription (id),
        game_event_id bigint NOT NULL REFERENCES game_event (id) ON DELETE CASCADE,
        outcome text NOT NULL DEFAULT 'pending'
          CHECK (outcome IN ('pending', 'bought', 'no_stock', 'balance', 'limit', 'closed', 'failed')),
        order_id bigint REFERENCES purchase_order (id),
        at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (subscription_id, game_event_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE subscription_run`);
    await queryRunner.query(`DROP TABLE number_subscription`);
  }
}
