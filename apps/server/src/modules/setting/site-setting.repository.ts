import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SiteSetting } from './entities/site-setting.entity.js';

export type SiteSettingChange = Partial<
  Pick<SiteSetting, 'webTitle' | 'closed' | 'theme' | 'telegram' | 'logo' | 'socialShare'>
>;

@Injectable()
export class SiteSettingRepository {
  findByAgent(manager: EntityManager, agentId: string): Promise<SiteSetting | null> {
    return manager.findOneBy(SiteSetting, { agentId });
  }

  /** Changes the given settings (a shop without its row gets one with the defaults first). */
  async update(manager: EntityManager, agentId: string, change: SiteSettingChange): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(SiteSetting)
      .values({ agentId })
      .orIgnore()
      .execute();
    const given = Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined),
    ) as SiteSettingChange;
    if (Object.keys(given).length) await manager.update(SiteSetting, { agentId }, given);
  }
}
