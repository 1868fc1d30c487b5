import { Module } from '@nestjs/common';
import { PaymentModule } from '../payment/index.js';
import { AutoCloseService } from './auto-close.service.js';
import { CheckProductService } from './check-product.service.js';
import { DemoSeedService } from './demo-seed.service.js';
import { DrawController } from './draw.controller.js';
import { DrawAdminController } from './draw-admin.controller.js';
import { DrawAdminService } from './draw-admin.service.js';
import { HotPinRepository } from './hot-pin.repository.js';
import { HotPinService } from './hot-pin.service.js';
import { ShelfAdminService } from './shelf-admin.service.js';
import { StockUploadService } from './stock-upload.service.js';
import { DrawQueryService } from './draw-query.service.js';
import { GameEventRepository } from './game-event.repository.js';
import { ProductGroupAdminRepository, ProductGroupRepository } from './product-group.repository.js';
import { ProductRepository } from './product.repository.js';
import { PrizeTableRepository } from './prize-table.repository.js';
import { PrizeAdminService } from './prize-admin.service.js';
import { PrizeSettlementService } from './prize-settlement.service.js';
import { ResultsService } from './results.service.js';

@Module({
  imports: [PaymentModule],
  controllers: [DrawController, DrawAdminController],
  providers: [
    StockUploadService,
    ShelfAdminService,
    HotPinService,
    HotPinRepository,
    ProductGroupAdminRepository,
    DrawQueryService,
    DrawAdminService,
    CheckProductService,
    ResultsService,
    AutoCloseService,
    DemoSeedService,
    GameEventRepository,
    ProductRepository,
    ProductGroupRepository,
    PrizeTableRepository,
    PrizeSettlementService,
    PrizeAdminService,
  ],
  exports: [GameEventRepository, ProductRepository],
})
export class DrawModule {}
