import { Module } from '@nestjs/common';
import { StockModule } from '../stock/index.js';
import { DemoSeedRepository } from './demo-seed.repository.js';
import { DemoSeedService } from './demo-seed.service.js';

/** The demo shop seeded at a first start in development (DEMO_SEED). */
@Module({ imports: [StockModule], providers: [DemoSeedRepository, DemoSeedService] })
export class DemoModule {}
