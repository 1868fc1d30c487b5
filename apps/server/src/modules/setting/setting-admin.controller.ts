import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { Answer } from '../../common/openapi/openapi.js';
import { AdminGuard, Member } from '../../common/session/session.guard.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { SettingUpdateDto } from './dto/setting-update.dto.js';
import { SettingAdminService } from './setting-admin.service.js';

const settingExample = {
  webTitle: 'ហាងឆ្នោតថៃ',
  socialShare: '/icons/share.png',
  logo: '/icons/logo.svg',
  telegram: 'lottothai_kh',
  closed: false,
  theme: 1,
};

/** `/api/company/setting/...`: site settings (admin), the theme (public), image upload. */
@ApiTags('settings')
@Controller('api/company/setting')
export class SettingAdminController {
  constructor(private readonly settings: SettingAdminService) {}

  @Post('update')
  @ApiHeader({ name: 'Authorization', required: true, description: 'Session token of an admin' })
  @UseGuards(AdminGuard)
  @Answer(settingExample)
  @HttpCode(200)
  update(@Member() admin: CurrentMember, @Body() body: SettingUpdateDto) {
    return this.settings.update(admin, body);
  }

  @Get('getTheme')
  @Answer({ theme: 1 })
  getTheme(@Agent() agentId: string) {
    return this.settings.theme(agentId);
  }

  // uploadImg lives in common/upload (UploadController): members' images are private there.
}
