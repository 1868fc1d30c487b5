import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SMS_SENDER, type SmsSender } from './sms-sender.js';
import { SmsOutboxRepository, type ClaimedSms } from './sms-outbox.repository.js';

const POLL_MS = 2000;

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

  private async deliver(row: ClaimedSms): Promise<void> {
    try {
      await this.sender.send({ to: row.toPhone, text: row.text, code: row.code });
      await this.outbox.markSent(this.dataSource.manager, row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryIn = Math.min(600, 5 * 2 ** row.attempts);
      this.logger.warn(`SMS ${row.id} attempt ${row.attempts} failed: ${message}`);
      await this.outbox.markFailed(this.dataSource.manager, row.id, message, retryIn);
    }
  }
}
