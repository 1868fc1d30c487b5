import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContactDto, WebSettingDto } from './dto/web-setting.dto.js';
import { SiteSettingRepository, type SiteSettingRow } from './site-setting.repository.js';

// A shop without its own row (added by hand, say) still gets a working site.
const defaults: SiteSettingRow = {
  web_title: 'ហាងឆ្នោតថៃ',
  social_share: '/icons/share.png',
  logo: '/icons/logo.svg',
  telegram: 'lottothai_kh',
  closed: false,
  theme: 1,
};

@Injectable()
export class SiteSettingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingRepository,
  ) {}

  async webSetting(agentId: string): Promise<WebSettingDto> {
    const row = (await this.settings.findByAgent(this.dataSource.manager, agentId)) ?? defaults;
    return {
      webTitle: row.web_title,
      socialShare: row.social_share,
      logo: row.logo,
      telegram: row.telegram,
      closed: row.closed,
      theme: row.theme,
    };
  }

  async contact(agentId: string): Promise<ContactDto> {
    const row = (await this.settings.findByAgent(this.dataSource.manager, agentId)) ?? defaults;
    return { telegram: `https://t.me/${encodeURIComponent(row.telegram)}` };
  }
}
