import { Module } from '@nestjs/common';
import { NoticePreferencesController } from './notice-preferences.controller.js';
import { NoticePreferences } from './notice-preferences.service.js';

/** Notice channels (issue 30): the member's choice of channels per kind of notice. */
@Module({
  controllers: [NoticePreferencesController],
  providers: [NoticePreferences],
})
export class NotifyModule {}
