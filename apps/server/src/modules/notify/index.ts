// The notify module's public surface: other modules import from here, never its files.
export { NotifyModule } from './notify.module.js';
export { membersWanting, phonesOf, telegramChats, wantsSql } from './notice-channels.js';
export { enqueueSms, enqueueTelegram } from './channel-outboxes.js';
