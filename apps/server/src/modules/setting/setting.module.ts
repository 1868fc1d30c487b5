import { Module } from '@nestjs/common';
import { SettingAdminController } from './setting-admin.controller.js';
import { SettingAdminService } from './setting-admin.service.js';
import { SettingController } from './setting.controller.js';
import { SiteSettingRepository } from './site-setting.repository.js';
import { SiteSettingService } from './site-setting.service.js';

@Module({
  controllers: [SettingController, SettingAdminController],
  providers: [SiteSettingService, SiteSettingRepository, SettingAdminService],
  // The served app page takes its Open Graph tags from the settings (app.ts).
  exports: [SiteSettingService],
})
export class SettingModule {}
