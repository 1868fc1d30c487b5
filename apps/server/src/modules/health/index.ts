// The health module's public surface: other modules import from here, never its files.
export { HealthModule } from './health.module.js';
