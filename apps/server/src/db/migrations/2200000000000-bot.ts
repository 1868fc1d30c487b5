import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The messaging bot: what it sends goes through an outbox written in the business transaction
 * (one row per Telegram call, unique per event so nothing is sent twice); members' linked chats,
 * the one-time links that link them, the chats that received an order's tickets, and members'
 * number alerts.
 */
export class Bot2200000000000 implements MigrationInterface {
  name = 'Bot2200000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bot_outbox (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        event_key text NOT NULL UNIQUE,
        chat_id bigint NOT NULL,
        method text NOT NULL CHECK (method IN ('sendMessage', 'sendPhoto', 'sendMediaGroup')),
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        gave_up boolean NOT NULL DEFAULT false,
        last_error text
      )`);
    await queryRunner.query(`
      CREATE INDEX bot_outbox_pending ON bot_outbox (next_attempt_at)
       WHERE sent_at IS NULL AND NOT gave_up`);
    // A chat's calls go out in order: the relay looks for an earlier pending call to the same chat.
    await queryRunner.query(`
      CREATE INDEX bot_outbox_chat_pending ON bot_outbox (chat_id, id)
       WHERE sent_at IS NULL AND NOT gave_up`);
    await queryRunner.query(`
      CREATE TABLE bot_chat (
        member_id bigint PRIMARY KEY REFERENCES member (id),
        agent_id text NOT NULL,
        chat_id bigint NOT NULL,
        locale text NOT NULL,
        linked_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (agent_id, chat_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE bot_link_token (
        token_hash text PRIMARY KEY,
        agent_id text NOT NULL,
        member_id bigint NOT NULL REFERENCES member (id),
        locale text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX bot_link_token_member ON bot_link_token (member_id)`);
    await queryRunner.query(`
      CREATE TABLE bot_order_chat (
        order_id bigint PRIMARY KEY REFERENCES purchase_order (id),
        chat_id bigint NOT NULL,
        locale text NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE number_alert (
        id bigserial PRIMARY KEY,
        agent_id text NOT NULL,
        member_id bigint NOT NULL REFERENCES member (id),
        kind text NOT NULL CHECK (kind IN ('six', 'first3', 'last3', 'last2')),
        digits text NOT NULL CHECK (digits ~ '^[0-9]{2,6}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (member_id, kind, digits)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'number_alert',
      'bot_order_chat',
      'bot_link_token',
      'bot_chat',
      'bot_outbox',
    ])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
