import { Module } from '@nestjs/common';
import { AutoCloseService } from './auto-close.service.js';
import { CheckProductService } from './check-product.service.js';
import { DemoSeedService } from './demo-seed.service.js';
import { DrawController } from './draw.controller.js';
import { DrawAdminService } from './draw-admin.service.js';
import { DrawQueryService } from './draw-query.service.js';
import { GameEventRepository } from './game-event.repository.js';
import { ProductGroupRepository } from './product-group.repository.js';
import { ProductRepository } from './product.repository.js';
import { PrizeTableRepository } from './prize-table.repository.js';
import { ResultsService } from './results.service.js';

@Module({
  controllers: [DrawController],
  providers: [
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
  ],
  exports: [GameEventRepository, ProductRepository],
})
export class DrawModule {}
