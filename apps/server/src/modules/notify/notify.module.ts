import { Module } from '@nestjs/common';
import { NoticePreferencesController } from './notice-preferences.controller.js';
import { NoticePreferences } from './notice-preferences.service.js';
import { SmsOutboxRepository } from './sms-outbox.repository.js';
import { BotOutboxRepository } from './telegram-outbox.repository.js';

/**
 * Notice channels (issue 30): the member's choice of channels per kind of notice, and the
 * Telegram and SMS outboxes every module writes its messages into (their relays live with the
 * bot and auth, which hold the channels' clients).
 */
@Module({
  controllers: [NoticePreferencesController],
  providers: [NoticePreferences, BotOutboxRepository, SmsOutboxRepository],
  exports: [BotOutboxRepository, SmsOutboxRepository],
})
export class NotifyModule {}
