import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.js';
import { AuthModule } from '../auth/index.js';
import { NotifyModule } from '../notify/index.js';
import { TransactionModule } from '../transaction/index.js';
import { AlertRepository } from './alert.repository.js';
import { BotMemberController, TelegramWebhookController } from './bot.controller.js';
import { BotHousekeeping } from './bot-housekeeping.service.js';
import { BotRelay } from './bot-relay.js';
import { BotUpdates } from './bot-updates.service.js';
import { ChatLinkService } from './chat-link.service.js';
import { ChatRepository } from './chat.repository.js';
import { NumberAlerts } from './number-alerts.service.js';
import { ResultNotices } from './result-notices.service.js';
import { StartService } from './start.service.js';
import { createTelegramApi, TELEGRAM_API } from './telegram/telegram-api.js';

/**
 * The Telegram bot: ticket delivery on `/start <ticket token>`, linking a member's chat, result
 * notices and number alerts, all sent through the outbox relay.
 */
@Module({
  imports: [AuthModule, NotifyModule, TransactionModule],
  controllers: [TelegramWebhookController, BotMemberController],
  providers: [
    { provide: TELEGRAM_API, useFactory: createTelegramApi, inject: [APP_CONFIG] },
    BotRelay,
    BotHousekeeping,
    BotUpdates,
    StartService,
    ChatRepository,
    ChatLinkService,
    AlertRepository,
    NumberAlerts,
    ResultNotices,
  ],
  exports: [ResultNotices, NumberAlerts],
})
export class BotModule {}
