// The stock module's public surface: other modules import from here, never its files.
export { StockModule } from './stock.module.js';
export { DemoStock } from './demo-stock.js';
export { ProductTags, SheetResults, type SoldSheet } from './sheet-results.js';
export { parseTicketPhotoName, ticketSvg } from './ticket-photo.js';
export { ProductLookup, type CartProduct } from './product-lookup.js';
