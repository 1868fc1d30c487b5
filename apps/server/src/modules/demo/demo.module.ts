import { Module } from '@nestjs/common';
import { DemoSeedRepository } from './demo-seed.repository.js';
import { DemoSeedService } from './demo-seed.service.js';

/** The demo shop seeded at a first start in development (DEMO_SEED). */
@Module({ providers: [DemoSeedRepository, DemoSeedService] })
export class DemoModule {}
