import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { StartService } from './start.service.js';
import { grammyOptions, TELEGRAM_API, type TelegramApi } from './telegram/telegram-api.js';

export const WEBHOOK_PATH = '/api/telegram/webhook';

/**
 * The bot's updates, by grammY: `/start` goes to the start service. In webhook mode Telegram
 * POSTs them to WEBHOOK_PATH (registered at start when PUBLIC_URL is set); in polling mode this
 * process asks for them (development: one process, no public address needed).
 */
@Injectable()
export class BotUpdates implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BotUpdates');
  private readonly bot: Bot | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TELEGRAM_API) private readonly telegram: TelegramApi,
    start: StartService,
  ) {
    if (config.telegramMode === 'off' || !config.telegramBotToken) return;
    this.bot = new Bot(config.telegramBotToken, grammyOptions(config));
    this.bot.command('start', (ctx) =>
      start.handle({
        updateId: ctx.update.update_id,
        chatId: String(ctx.chat.id),
        languageCode: ctx.from?.language_code,
        payload: ctx.match.trim(),
      }),
    );
    // Anything else said to the bot gets the greeting: how to receive tickets or link an account.
    this.bot.on('message:text', (ctx) =>
      start.handle({
        updateId: ctx.update.update_id,
        chatId: String(ctx.chat.id),
        languageCode: ctx.from.language_code,
        payload: '',
      }),
    );
    this.bot.catch((error) => this.logger.warn(`update failed: ${String(error.error)}`));
  }

  onApplicationBootstrap(): void {
    if (!this.bot) return;
    if (this.config.telegramMode === 'polling') {
      // Not awaited: polling runs until stop. A failure (no network) is logged, not fatal.
      this.bot
        .start({ allowed_updates: ['message'] })
        .catch((error: unknown) => this.logger.warn(`polling stopped: ${String(error)}`));
    } else if (this.config.publicUrl && this.config.telegramWebhookSecret) {
      this.telegram
        .setWebhook(`${this.config.publicUrl}${WEBHOOK_PATH}`, this.config.telegramWebhookSecret)
        .catch((error: unknown) => this.logger.warn(`setWebhook failed: ${String(error)}`));
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.bot?.isRunning()) await this.bot.stop();
  }

  /** One update from the webhook; throws when handling failed (Telegram then sends it again). */
  async handle(update: Update): Promise<void> {
    if (!this.bot) return;
    if (!this.bot.isInited()) await this.bot.init();
    await this.bot.handleUpdate(update);
  }
}
