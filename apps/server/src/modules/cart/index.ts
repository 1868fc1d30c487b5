// The cart module's public surface: the module itself, for app.module.
export { CartModule } from './cart.module.js';
