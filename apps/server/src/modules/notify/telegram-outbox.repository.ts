import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { RELAY_QUEUE } from '../../common/jobs/outbox-relay.js';
import type { BotMethod } from './entities/bot-outbox.entity.js';

export const MAX_ATTEMPTS = 8;
// A claimed call not marked sent or failed within this time (a crashed process) is retried.
const LEASE_SECONDS = 60;
// Long after any draw that could repeat an event key (a draw sells for about two weeks).
const KEEP_SENT_DAYS = 60;

export interface BotMessage {
  agentId: string;
  /** Unique per message: writing the same event again is a no-op (never sent twice). */
  eventKey: string;
  chatId: string;
  method: BotMethod;
  payload: Record<string, unknown>;
}

/** A call claimed for sending. */
export interface ClaimedCall {
  id: string;
  chatId: string;
  method: BotMethod;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * The bot's outbox (`bot_outbox`): one row per Telegram call, written in the business
 * transaction. Its one writer: the bot's messages and the notices' Telegram channel both enqueue
 * here, the bot's relay claims and marks. It lives in the notify module, below the modules whose
 * events are told of (the bot depends on them, so they could not import it from the bot).
 */
@Injectable()
export class BotOutboxRepository {
  constructor(private readonly jobs: Jobs) {}

  /**
   * How many of the messages were new (an event already written is skipped). New ones come with
   * the relay's job, in the same transaction: sent once it commits, never if it rolls back.
   */
  async enqueue(manager: EntityManager, messages: BotMessage[]): Promise<number> {
    if (!messages.length) return 0;
    const rows: unknown[] = await manager.query(
      `INSERT INTO bot_outbox (agent_id, event_key, chat_id, method, payload)
       SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::jsonb[])
       ON CONFLICT (event_key) DO NOTHING
       RETURNING id`,
      [
        messages.map((m) => m.agentId),
        messages.map((m) => m.eventKey),
        messages.map((m) => m.chatId),
        messages.map((m) => m.method),
        messages.map((m) => JSON.stringify(m.payload)),
      ],
    );
    if (rows.length) await this.jobs.sendInTransaction(manager, RELAY_QUEUE.telegram);
    return rows.length;
  }

  /**
   * Takes a batch due for sending; SKIP LOCKED lets several processes relay side by side, and the
   * lease (next_attempt_at moved ahead) keeps a claimed row from being claimed again meanwhile. A
   * chat's calls go out in order: a row waits while an earlier one to the same chat is pending.
   */
  async claim(manager: EntityManager, limit: number): Promise<ClaimedCall[]> {
    const [rows]: [
      Array<{
        id: string;
        chat_id: string;
        method: BotMethod;
        payload: Record<string, unknown>;
        attempts: number;
      }>,
      number,
    ] = await manager.query(
      `UPDATE bot_outbox
          SET attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2)
        WHERE id IN (SELECT o.id FROM bot_outbox o
                      WHERE o.sent_at IS NULL AND NOT o.gave_up AND o.next_attempt_at <= now()
                        AND NOT EXISTS (SELECT 1 FROM bot_outbox e
                                         WHERE e.chat_id = o.chat_id AND e.id < o.id
                                           AND e.sent_at IS NULL AND NOT e.gave_up)
                      ORDER BY o.id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id::text, chat_id::text, method, payload, attempts`,
      [limit, LEASE_SECONDS],
    );
    return rows.map((row) => ({
      id: row.id,
      chatId: row.chat_id,
      method: row.method,
      payload: row.payload,
      attempts: row.attempts,
    }));
  }

  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE bot_outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [
      id,
    ]);
  }

  /**
   * Tries again in `seconds`. A 429 is Telegram pacing us, not a failure of the call: it does not
   * count as an attempt. Too many real failures give up.
   */
  async retryLater(
    manager: EntityManager,
    id: string,
    error: string,
    seconds: number,
    countsAsAttempt: boolean,
  ): Promise<void> {
    await manager.query(
      `UPDATE bot_outbox
          SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3),
              attempts = attempts - CASE WHEN $4 THEN 0 ELSE 1 END,
              gave_up = $4 AND attempts >= $5
        WHERE id = $1`,
      [id, error.slice(0, 500), seconds, countsAsAttempt, MAX_ATTEMPTS],
    );
  }

  async giveUp(manager: EntityManager, id: string, error: string): Promise<void> {
    await manager.query(`UPDATE bot_outbox SET gave_up = true, last_error = $2 WHERE id = $1`, [
      id,
      error.slice(0, 500),
    ]);
  }

  /** Drops calls sent or given up long ago (the bot's housekeeping job). */
  async prune(manager: EntityManager): Promise<void> {
    await manager.query(
      `DELETE FROM bot_outbox
        WHERE (sent_at IS NOT NULL OR gave_up) AND created_at < now() - make_interval(days => $1)`,
      [KEEP_SENT_DAYS],
    );
  }
}
