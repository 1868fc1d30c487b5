import { Module } from '@nestjs/common';
import { VitalsAdminController } from './vitals-admin.controller.js';
import { VitalsController } from './vitals.controller.js';
import { VitalsRepository } from './vitals.repository.js';
import { VitalsService } from './vitals.service.js';

@Module({
  controllers: [VitalsController, VitalsAdminController],
  providers: [VitalsService, VitalsRepository],
})
export class VitalsModule {}
