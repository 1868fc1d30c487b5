import { Module } from '@nestjs/common';
import { LimitAdminController, LimitController } from './limit.controller.js';
import { LimitRepository } from './limit.repository.js';
import { LimitService } from './limit.service.js';

/** Responsible play: members' spending limits and breaks; checkout calls `limit_assert_may_spend` (SQL). */
@Module({
  controllers: [LimitController, LimitAdminController],
  providers: [LimitService, LimitRepository],
  exports: [LimitService],
})
export class LimitModule {}
