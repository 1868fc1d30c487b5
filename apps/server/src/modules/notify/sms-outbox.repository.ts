import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { RELAY_QUEUE } from '../../common/jobs/outbox-relay.js';
import { SmsOutbox } from './entities/sms-outbox.entity.js';

export const MAX_ATTEMPTS = 5;
// A claimed message not marked sent or failed within this time (a crashed process) is retried.
const LEASE_SECONDS = 60;

/** A message claimed for sending. */
export type ClaimedSms = Pick<SmsOutbox, 'id' | 'toPhone' | 'text' | 'code' | 'attempts'>;

/**
 * The SMS outbox (`sms_outbox`) and its one writer: one-time codes (auth) and notices by SMS
 * (push, through `enqueueOnce`) are enqueued here, the auth module's relay claims and marks. It
 * lives in the notify module, below the modules whose events are told of.
 */
@Injectable()
export class SmsOutboxRepository {
  constructor(private readonly jobs: Jobs) {}

  /** Written in the business transaction, with the relay's job: sent once it commits. */
  async enqueue(
    manager: EntityManager,
    message: { agentId: string; to: string; text: string; code: string | null },
  ): Promise<string> {
    const { identifiers } = await manager.insert(SmsOutbox, {
      agentId: message.agentId,
      toPhone: message.to,
      text: message.text,
      code: message.code,
    });
    await this.jobs.sendInTransaction(manager, RELAY_QUEUE.sms);
    return String(identifiers[0]!.id);
  }

  /**
   * A notice by SMS, once per event: the SMS outbox has no event key, so the event is recorded
   * in `notice_sms_sent` first. Whether it was new (and so written, with the relay's job).
   */
  async enqueueOnce(
    manager: EntityManager,
    message: { agentId: string; eventKey: string; to: string; text: string },
  ): Promise<boolean> {
    const fresh: unknown[] = await manager.query(
      `INSERT INTO notice_sms_sent (event_key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1`,
      [message.eventKey],
    );
    if (!fresh.length) return false;
    await this.enqueue(manager, { ...message, code: null });
    return true;
  }

  /**
   * Takes a batch due for sending; SKIP LOCKED lets several processes relay side by side. One
   * UPDATE ... RETURNING (a query builder cannot say SKIP LOCKED inside the sub-select).
   */
  async claim(manager: EntityManager, limit: number): Promise<ClaimedSms[]> {
    const [rows]: [
      Array<{ id: string; to_phone: string; text: string; code: string | null; attempts: number }>,
      number,
    ] = await manager.query(
      `UPDATE sms_outbox
          SET attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2)
        WHERE id IN (SELECT id FROM sms_outbox
                      WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= now()
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_phone, text, code, attempts`,
      [limit, LEASE_SECONDS, MAX_ATTEMPTS],
    );
    return rows.map((row) => ({
      id: row.id,
      toPhone: row.to_phone,
      text: row.text,
      code: row.code,
      attempts: row.attempts,
    }));
  }

  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.update(SmsOutbox, { id }, { sentAt: () => 'now()', lastError: null });
  }

  async markFailed(
    manager: EntityManager,
    id: string,
    error: string,
    retryInSeconds: number,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(SmsOutbox)
      .set({
        lastError: error.slice(0, 500),
        nextAttemptAt: () => 'now() + make_interval(secs => :retryIn)',
      })
      .where('id = :id', { id, retryIn: retryInSeconds })
      .execute();
  }
}
