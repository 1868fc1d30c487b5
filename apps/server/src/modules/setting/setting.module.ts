import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SettingAdminController } from './setting-admin.controller.js';
import { SettingAdminService } from './setting-admin.service.js';
import { SettingController } from './setting.controller.js';
import { SiteSettingRepository } from './site-setting.repository.js';
import { SiteSettingService } from './site-setting.service.js';

@Module({
  imports: [AuthModule],
  controllers: [SettingController, SettingAdminController],
  providers: [SiteSettingService, SiteSettingRepository, SettingAdminService],
})
export class SettingModule {}
