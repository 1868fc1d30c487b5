import { Injectable } from '@nestjs/common';
import { defaultWebSetting, type WebSetting } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { ContactDto } from './dto/web-setting.dto.js';
import { SiteSettingRepository } from './site-setting.repository.js';

@Injectable()
export class SiteSettingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingRepository,
  ) {}

  /** What the shell needs to present the shop; a shop without its own row gets the defaults. */
  async webSetting(agentId: string): Promise<WebSetting> {
    const row = await this.settings.findByAgent(this.dataSource.manager, agentId);
    if (!row) return { ...defaultWebSetting };
    const { webTitle, socialShare, logo, telegram, closed, theme } = row;
    return { webTitle, socialShare, logo, telegram, closed, theme };
  }

  async contact(agentId: string): Promise<ContactDto> {
    const { telegram } = await this.webSetting(agentId);
    return { telegram: `https://t.me/${encodeURIComponent(telegram)}` };
  }
}
