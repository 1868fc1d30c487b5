import { Module } from '@nestjs/common';
import { StockModule } from '../stock/index.js';
import { HotPinRepository } from './hot-pin.repository.js';
import { HotPinService } from './hot-pin.service.js';
import { ShelfAdminService } from './shelf-admin.service.js';
import { ShelfAdminController } from './shelf-admin.controller.js';
import { ShelfController } from './shelf.controller.js';
import { ShelfRepository } from './shelf.repository.js';
import { ShelfService } from './shelf.service.js';

/**
 * Shelves and pinned hot numbers: the home page's shelves (public) and their administration.
 * A shelf's tag lives on products too: renaming or deleting it asks the stock (`ProductTags`).
 */
@Module({
  imports: [StockModule],
  controllers: [ShelfController, ShelfAdminController],
  providers: [ShelfRepository, HotPinRepository, ShelfService, ShelfAdminService, HotPinService],
})
export class ShelfModule {}
