import { Injectable } from '@nestjs/common';
import {
  defaultWebSetting,
  shopDescription,
  type Locale,
  type WebSetting,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { PageMeta } from '../../common/http/page-meta.js';
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

  /**
   * The served page's Open Graph tags: the shop's title and share image, the tagline in the
   * reader's language. A slow database does not hold the page: after `waitMs` the defaults serve.
   */
  async pageMeta(agentId: string, locale: Locale, waitMs = 500): Promise<PageMeta> {
    const fallback = new Promise<WebSetting>((done) =>
      setTimeout(() => done(defaultWebSetting), waitMs).unref(),
    );
    const setting = await Promise.race([
      this.webSetting(agentId).catch(() => defaultWebSetting),
      fallback,
    ]);
    return {
      title: setting.webTitle,
      description: shopDescription[locale],
      image: setting.socialShare,
    };
  }

  async contact(agentId: string): Promise<ContactDto> {
    const { telegram } = await this.webSetting(agentId);
    return { telegram: `https://t.me/${encodeURIComponent(telegram)}` };
  }
}
