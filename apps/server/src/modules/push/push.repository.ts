import { Injectable } from '@nestjs/common';
import type { Locale } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { RELAY_QUEUE } from '../../common/jobs/outbox-relay.js';
import type { PushTarget } from './push-sender.js';
import type { PushNotice } from './push-texts.js';

export const MAX_ATTEMPTS = 8;
// A claimed notice not marked sent or failed within this time (a crashed process) is retried.
const LEASE_SECONDS = 60;

/** One notice for a member: written for each browser of theirs that accepted notices. */
export interface MemberNotice {
  agentId: string;
  memberId: string;
  /** Unique per event and member (`won:<sheet>:<kind>`); the browser's id is appended. */
  eventKey: string;
  notice: PushNotice;
}

export interface ClaimedNotice extends PushTarget {
  id: string;
  subscriptionId: string;
  locale: Locale;
  notice: PushNotice;
  attempts: number;
}

/** Members' push subscriptions and the outbox of notices to them. */
@Injectable()
export class PushRepository {
  constructor(private readonly jobs: Jobs) {}

  /** Saves a browser's subscription for the member; the same endpoint again is updated. */
  async subscribe(
    manager: EntityManager,
    agentId: string,
    memberId: string,
    target: PushTarget,
    locale: Locale,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO push_subscription (agent_id, member_id, endpoint, p256dh, auth, locale)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (endpoint) DO UPDATE
         SET agent_id = $1, member_id = $2, p256dh = $4, auth = $5, locale = $6`,
      [agentId, memberId, target.endpoint, target.p256dh, target.auth, locale],
    );
  }

  async unsubscribe(manager: EntityManager, memberId: string, endpoint: string): Promise<void> {
    await manager.query(`DELETE FROM push_subscription WHERE member_id = $1 AND endpoint = $2`, [
      memberId,
      endpoint,
    ]);
  }

  async isSubscribed(manager: EntityManager, memberId: string, endpoint: string) {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM push_subscription WHERE member_id = $1 AND endpoint = $2`,
      [memberId, endpoint],
    );
    return rows.length > 0;
  }

  /** The browser is gone (404/410): its waiting notices go with it (ON DELETE CASCADE). */
  async remove(manager: EntityManager, subscriptionId: string): Promise<void> {
    await manager.query(`DELETE FROM push_subscription WHERE id = $1`, [subscriptionId]);
  }

  /**
   * Writes each notice once per browser of its member, with the relay's job (same transaction);
   * how many rows were new.
   */
  async enqueue(manager: EntityManager, notices: MemberNotice[]): Promise<number> {
    if (!notices.length) return 0;
    const rows: unknown[] = await manager.query(
      `INSERT INTO push_outbox (agent_id, event_key, subscription_id, notice)
       SELECT n.agent_id, n.event_key || ':' || s.id, s.id, n.notice
         FROM unnest($1::text[], $2::bigint[], $3::text[], $4::jsonb[])
                AS n (agent_id, member_id, event_key, notice)
         JOIN push_subscription s ON s.member_id = n.member_id AND s.agent_id = n.agent_id
       ON CONFLICT (event_key) DO NOTHING
       RETURNING id`,
      [
        notices.map((n) => n.agentId),
        notices.map((n) => n.memberId),
        notices.map((n) => n.eventKey),
        notices.map((n) => JSON.stringify(n.notice)),
      ],
    );
    if (rows.length) await this.jobs.sendInTransaction(manager, RELAY_QUEUE.push);
    return rows.length;
  }

  /** A batch due for sending (SKIP LOCKED: several processes relay side by side). */
  async claim(manager: EntityManager, limit: number): Promise<ClaimedNotice[]> {
    const rows: Array<{
      id: string;
      subscription_id: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      locale: Locale;
      notice: PushNotice;
      attempts: number;
    }> = await manager.query(
      `WITH claimed AS (
         UPDATE push_outbox
            SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
          WHERE id IN (SELECT id FROM push_outbox
                        WHERE sent_at IS NULL AND NOT gave_up AND next_attempt_at <= now()
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, subscription_id, notice, attempts)
       SELECT c.id::text, c.subscription_id::text, s.endpoint, s.p256dh, s.auth, s.locale,
              c.notice, c.attempts
         FROM claimed c JOIN push_subscription s ON s.id = c.subscription_id
        ORDER BY c.id`,
      [limit, LEASE_SECONDS],
    );
    return rows.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      locale: row.locale,
      notice: row.notice,
      attempts: row.attempts,
    }));
  }

  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE push_outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [
      id,
    ]);
  }

  /** Tries again in `seconds`; too many failures give up (kept, with the last error). */
  async retryLater(
    manager: EntityManager,
    id: string,
    error: string,
    seconds: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE push_outbox
          SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3),
              gave_up = attempts >= $4
        WHERE id = $1`,
      [id, error.slice(0, 500), seconds, MAX_ATTEMPTS],
    );
  }
}
