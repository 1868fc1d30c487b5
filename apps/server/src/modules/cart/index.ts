// The cart module's public surface: other modules import from here, never its files.
export { CartModule } from './cart.module.js';
export { CartLines, priceCart, wantedQuantities } from './cart-lines.js';
