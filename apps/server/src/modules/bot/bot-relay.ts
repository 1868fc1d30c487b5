import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { OutboxRelay, RELAY_QUEUE, retryInSeconds } from '../../common/jobs/outbox-relay.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { BotOutboxRepository, type ClaimedCall } from '../notify/index.js';
import {
  TELEGRAM_API,
  TelegramRefused,
  TelegramRetryAfter,
  type TelegramApi,
} from './telegram/telegram-api.js';

/**
 * The Telegram channel of the outbox relay: waits what a 429 says, gives up on a call Telegram
 * refuses for good, else retries with backoff. Off with the bot.
 */
@Injectable()
export class BotRelay extends OutboxRelay<ClaimedCall> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    jobs: Jobs,
    dataSource: DataSource,
    private readonly outbox: BotOutboxRepository,
    @Inject(TELEGRAM_API) private readonly telegram: TelegramApi,
  ) {
    super(RELAY_QUEUE.telegram, jobs, dataSource);
  }

  protected override enabled(): boolean {
    return this.config.telegramMode !== 'off';
  }

  protected claim(manager: EntityManager, limit: number): Promise<ClaimedCall[]> {
    return this.outbox.claim(manager, limit);
  }

  protected async deliver(call: ClaimedCall): Promise<void> {
    await this.telegram.call(call.method, call.chatId, call.payload);
  }

  protected markSent(manager: EntityManager, call: ClaimedCall): Promise<void> {
    return this.outbox.markSent(manager, call.id);
  }

  protected async markFailed(
    manager: EntityManager,
    call: ClaimedCall,
    error: unknown,
    message: string,
  ): Promise<boolean> {
    if (error instanceof TelegramRetryAfter) {
      // Telegram pacing us, not a failure of the call: back when it said, not at the drain's
      // retry with backoff.
      await this.outbox.retryLater(manager, call.id, message, error.seconds, false);
      this.wakeIn(error.seconds);
      return false;
    }
    if (error instanceof TelegramRefused) await this.outbox.giveUp(manager, call.id, message);
    else
      await this.outbox.retryLater(manager, call.id, message, retryInSeconds(call.attempts), true);
    return true;
  }
}
