import { Module } from '@nestjs/common';
import { BotModule } from '../bot/index.js';
import { DemoStock } from './demo-stock.js';
import { ProductLookup } from './product-lookup.js';
import { ProductQueryService } from './product-query.service.js';
import { ProductRepository } from './product.repository.js';
import { ProductTags, SheetResults } from './sheet-results.js';
import { StockAdminController } from './stock-admin.controller.js';
import { StockController } from './stock.controller.js';
import { StockRepository } from './stock.repository.js';
import { StockUploadService } from './stock-upload.service.js';

/**
 * The stock: products and their physical sheets. Public: search, a lucky pick, hot numbers, the
 * demo photos. Admin: the stock upload. The cart reads prices and stock through `ProductLookup`.
 * Other modules change these tables only through `SheetResults` (prize settlement),
 * `ProductTags` (shelves) and `DemoStock` (the demo seed), and the SQL functions
 * `stock_take_sheets` (checkout) and `stock_hand_over_sheets` (gifts).
 */
@Module({
  imports: [BotModule],
  controllers: [StockController, StockAdminController],
  providers: [
    ProductRepository,
    StockRepository,
    ProductQueryService,
    ProductLookup,
    StockUploadService,
    SheetResults,
    ProductTags,
    DemoStock,
  ],
  exports: [SheetResults, ProductTags, DemoStock, ProductLookup],
})
export class StockModule {}
