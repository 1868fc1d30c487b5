// The bot module's public surface: other modules import from here, never its files.
export { BotModule } from './bot.module.js';
export { NumberAlerts } from './number-alerts.service.js';
export { ResultNotices } from './result-notices.service.js';
