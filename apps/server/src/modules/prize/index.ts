// The prize module's public surface: other modules import from here, never its files.
export { PrizeModule } from './prize.module.js';
export { PrizeTable, type DrawResults } from './prize-table.js';
export { PrizeSettlement } from './prize-settlement.service.js';
