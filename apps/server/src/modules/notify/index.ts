// The notify module's public surface: other modules import from here, never its files.
export { NotifyModule } from './notify.module.js';
export { membersWanting, phonesOf, telegramChats, wantsSql } from './notice-channels.js';
export {
  BotOutboxRepository,
  type BotMessage,
  type ClaimedCall,
} from './telegram-outbox.repository.js';
export { SmsOutboxRepository, type ClaimedSms } from './sms-outbox.repository.js';
export type { BotMethod } from './entities/bot-outbox.entity.js';
