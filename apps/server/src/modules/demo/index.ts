// The demo module's public surface: other modules import from here, never its files.
export { DemoModule } from './demo.module.js';
