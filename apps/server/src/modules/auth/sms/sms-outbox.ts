import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SMS_SENDER, type SmsSender } from './sms-sender.js';

const MAX_ATTEMPTS = 5;
const POLL_MS = 2000;
// A claimed message not marked sent or failed within this time (a crashed process) is retried.
const LEASE_SECONDS = 60;

interface OutboxRow {
  id: string;
  to_phone: string;
  text: string;
  code: string | null;
  attempts: number;
}

@Injectable()
export class SmsOutboxRepository {
  /** Written in the business transaction; sent by the relay after commit. */
  async enqueue(
    manager: EntityManager,
    message: { agentId: string; to: string; text: string; code: string | null },
  ): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO sms_outbox (agent_id, to_phone, text, code) VALUES ($1, $2, $3, $4) RETURNING id`,
      [message.agentId, message.to, message.text, message.code],
    );
    return rows[0]!.id;
  }

  /** Takes a batch due for sending; SKIP LOCKED lets several processes relay side by side. */
  async claim(manager: EntityManager, limit: number): Promise<OutboxRow[]> {
    const [rows]: [OutboxRow[], number] = await manager.query(
      `UPDATE sms_outbox
          SET attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2)
        WHERE id IN (SELECT id FROM sms_outbox
                      WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= now()
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_phone, text, code, attempts`,
      [limit, LEASE_SECONDS, MAX_ATTEMPTS],
    );
    return rows;
  }

  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE sms_outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [
      id,
    ]);
  }

  async markFailed(
    manager: EntityManager,
    id: string,
    error: string,
    retryInSeconds: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE sms_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
        WHERE id = $1`,
      [id, error.slice(0, 500), retryInSeconds],
    );
  }
}

/**
 * Sends what the outbox holds: kicked right after a commit that wrote a message, and polled every
 * few seconds for retries and for messages another process left behind.
 */
@Injectable()
export class SmsRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SmsRelay');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: SmsOutboxRepository,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Starts a drain now (or right after the one in progress). Never throws. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves when nothing is being sent (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const batch = await this.outbox.claim(this.dataSource.manager, 20);
        if (batch.length === 0) return;
        for (const row of batch) await this.deliver(row);
      }
    } catch (error) {
      this.logger.warn(`outbox relay: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await this.sender.send({ to: row.to_phone, text: row.text, code: row.code });
      await this.outbox.markSent(this.dataSource.manager, row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryIn = Math.min(600, 5 * 2 ** row.attempts);
      this.logger.warn(`SMS ${row.id} attempt ${row.attempts} failed: ${message}`);
      await this.outbox.markFailed(this.dataSource.manager, row.id, message, retryIn);
    }
  }
}
