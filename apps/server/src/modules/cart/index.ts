// The cart module's public surface for other modules: the cart's pricing, which checkout uses.
// Pure code on purpose: checkout (transaction) imports it, and the module class would pull in
// stock, whose bot import leads back to transaction; app.module.ts imports `CartModule` itself.
export { CartLines, priceCart, wantedQuantities } from './cart-lines.js';
