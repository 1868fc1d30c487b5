import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { Jobs } from './jobs.js';

const BATCH = 20;

/** Each outbox's queue: a transaction that writes messages also sends its relay a job. */
export const RELAY_QUEUE = {
  sms: 'relay-sms',
  telegram: 'relay-telegram',
  push: 'relay-push',
} as const;

/** A message claimed from an outbox table (the claim counted this attempt). */
export interface ClaimedMessage {
  id: string;
  attempts: number;
}

/** The backoff of a message whose channel failed: 5 s doubling, at most 10 minutes. */
export const retryInSeconds = (attempts: number): number =>
  Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));

/**
 * The one relay of every outbox (SMS, the bot's Telegram calls, web push). A business
 * transaction writes its messages into the channel's outbox table, so a message exists if and
 * only if its event committed, and the same transaction sends the relay's queue a drain job
 * (`Jobs.sendInTransaction`). A drain runs on that job and every minute (retries), one at a
 * time across all server processes, and each row is claimed with SKIP LOCKED all the same. A
 * drain in which a message failed fails itself with that error: pg-boss retries it with backoff,
 * and the admin sees it in the failed jobs.
 */
export abstract class OutboxRelay<Row extends ClaimedMessage> implements OnApplicationBootstrap {
  private readonly logger: Logger;
  private waking: Promise<unknown> = Promise.resolve();

  protected constructor(
    protected readonly queue: string,
    protected readonly jobs: Jobs,
    protected readonly dataSource: DataSource,
  ) {
    this.logger = new Logger(queue);
  }

  /** Claims up to `limit` messages due now. */
  protected abstract claim(manager: EntityManager, limit: number): Promise<Row[]>;
  /** Sends one message through the channel; throws when the channel refused or failed. */
  protected abstract deliver(row: Row): Promise<void>;
  protected abstract markSent(manager: EntityManager, row: Row): Promise<void>;
  /**
   * Records the failure: the row is retried later, or given up when the channel says so. False
   * when it was no failure of the message (a browser that unsubscribed, a channel pacing us).
   */
  protected abstract markFailed(
    manager: EntityManager,
    row: Row,
    error: unknown,
    message: string,
  ): Promise<boolean>;

  /** False: this process neither relays nor schedules (a channel that is off). */
  protected enabled(): boolean {
    return true;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled()) return;
    await this.jobs.define(
      this.queue,
      { oneAtATime: true, pollSeconds: 1, cron: '* * * * *' },
      () => this.drain(),
    );
  }

  /** Wakes the relay now (tests; messages are written with their own wake-up job). Never throws. */
  kick(): void {
    if (!this.enabled()) return;
    this.waking = this.jobs
      .send(this.queue)
      .catch((error: unknown) => this.logger.warn(`wake: ${String(error)}`));
  }

  /**
   * Wakes the relay again in `seconds`: a channel said when to come back (a 429's retry_after),
   * sooner than the failed drain's own retry with backoff (5 s, then more). Never throws: the
   * schedule's run each minute still comes.
   */
  protected wakeIn(seconds: number): void {
    this.jobs
      .send(this.queue, {}, { startAfter: seconds })
      .catch((error: unknown) => this.logger.warn(`wake in ${seconds} s: ${String(error)}`));
  }

  /** Resolves when the relay has nothing due or running (tests). */
  async idle(): Promise<void> {
    if (!this.enabled()) return;
    await this.waking;
    await this.jobs.idle(this.queue);
  }

  private async drain(): Promise<void> {
    const manager = this.dataSource.manager;
    let failed = 0;
    let lastError = '';
    for (;;) {
      const batch = await this.claim(manager, BATCH);
      if (batch.length === 0) break;
      for (const row of batch) {
        try {
          await this.deliver(row);
          await this.markSent(manager, row);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          this.logger.warn(`message ${row.id} attempt ${row.attempts}: ${message}`);
          if (await this.markFailed(manager, row, error, message)) {
            failed += 1;
            lastError = message;
          }
        }
      }
    }
    if (failed > 0) throw new Error(`${failed} message(s) not sent, last: ${lastError}`);
  }
}
