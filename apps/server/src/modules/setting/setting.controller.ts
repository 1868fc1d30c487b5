import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Agent } from '../../common/agent/agent.decorator.js';
import { ContactDto, WebSettingDto } from './dto/web-setting.dto.js';
import { SiteSettingService } from './site-setting.service.js';

@ApiTags('settings')
@ApiHeader({ name: 'agentId', required: false, description: 'Shop id; default shop if missing' })
@ApiHeader({ name: 'locale', required: false, description: 'km, th or en' })
@Controller()
export class SettingController {
  constructor(private readonly settings: SiteSettingService) {}

  @Get('getWebSetting')
  @ApiOkResponse({ type: WebSettingDto, description: 'In the envelope, as result.period' })
  getWebSetting(@Agent() agentId: string) {
    return this.settings.webSetting(agentId);
  }

  // The spec calls it with POST too.
  @Post('getWebSetting')
  @HttpCode(200)
  @ApiOkResponse({ type: WebSettingDto, description: 'In the envelope, as result.period' })
  postWebSetting(@Agent() agentId: string) {
    return this.settings.webSetting(agentId);
  }

  @Post('api/customer/user/contactUs')
  @HttpCode(200)
  @ApiOkResponse({ type: ContactDto, description: 'In the envelope, as result.period' })
  contactUs(@Agent() agentId: string) {
    return this.settings.contact(agentId);
  }
}
