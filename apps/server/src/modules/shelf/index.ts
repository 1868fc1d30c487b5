// The shelf module's public surface: other modules import from here, never its files.
export { ShelfModule } from './shelf.module.js';
