import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxDrain } from '../../../common/outbox/outbox-drain.js';
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
  private readonly drain = new OutboxDrain('SmsRelay', POLL_MS, () => this.sendBatch());

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: SmsOutboxRepository,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
  ) {}

  onApplicationBootstrap(): void {
    this.drain.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.drain.stop();
  }

  /** Starts a drain now (or right after the one in progress). Never throws. */
  kick(): void {
    this.drain.kick();
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.drain.idle();
  }

  private async sendBatch(): Promise<number> {
    const batch = await this.outbox.claim(this.dataSource.manager, 20);
    for (const row of batch) await this.deliver(row);
    return batch.length;
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
