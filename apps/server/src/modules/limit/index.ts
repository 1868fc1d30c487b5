// The limit module's public surface: other modules import from here, never its files.
export { LimitModule } from './limit.module.js';
export { LimitService, type SpendingLeft } from './limit.service.js';
