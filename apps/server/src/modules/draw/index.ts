// The draw module's public surface: other modules import from here, never its files.
export { DrawModule } from './draw.module.js';
