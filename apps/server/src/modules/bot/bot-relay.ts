import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxDrain } from '../../common/outbox/outbox-drain.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { BotOutboxRepository, type ClaimedCall } from './outbox.repository.js';
import {
  TELEGRAM_API,
  TelegramRefused,
  TelegramRetryAfter,
  type TelegramApi,
} from './telegram/telegram-api.js';

const POLL_MS = 1000;

/**
 * Makes the outbox's Telegram calls after commit: retries with backoff (5 s doubling, at most
 * 10 min), waits what a 429 says, gives up on a call Telegram refuses for good. Runs in every
 * server process; claims are SKIP LOCKED, so two replicas never make the same call.
 */
@Injectable()
export class BotRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BotRelay');
  private readonly drain = new OutboxDrain('BotRelay', POLL_MS, () => this.sendBatch());

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly outbox: BotOutboxRepository,
    @Inject(TELEGRAM_API) private readonly telegram: TelegramApi,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.telegramMode !== 'off') this.drain.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.drain.stop();
  }

  /** Sends now what a commit just wrote (nothing with the bot off). Never throws. */
  kick(): void {
    if (this.config.telegramMode !== 'off') this.drain.kick();
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.drain.idle();
  }

  private async sendBatch(): Promise<number> {
    const batch = await this.outbox.claim(this.dataSource.manager, 20);
    for (const call of batch) await this.deliver(call);
    return batch.length;
  }

  private async deliver(call: ClaimedCall): Promise<void> {
    const manager = this.dataSource.manager;
    try {
      await this.telegram.call(call.method, call.chatId, call.payload);
      await this.outbox.markSent(manager, call.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`bot call ${call.id} (${call.method}) attempt ${call.attempts}: ${message}`);
      if (error instanceof TelegramRetryAfter)
        await this.outbox.retryLater(manager, call.id, message, error.seconds, false);
      else if (error instanceof TelegramRefused)
        await this.outbox.giveUp(manager, call.id, message);
      else
        await this.outbox.retryLater(
          manager,
          call.id,
          message,
          Math.min(600, 5 * 2 ** (call.attempts - 1)),
          true,
        );
    }
  }
}
