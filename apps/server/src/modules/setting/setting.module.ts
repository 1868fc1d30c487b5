import { Module } from '@nestjs/common';
import { SettingController } from './setting.controller.js';
import { SiteSettingRepository } from './site-setting.repository.js';
import { SiteSettingService } from './site-setting.service.js';

@Module({
  controllers: [SettingController],
  providers: [SiteSettingService, SiteSettingRepository],
})
export class SettingModule {}
