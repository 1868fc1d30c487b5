import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface SiteSettingRow {
  web_title: string;
  social_share: string;
  logo: string;
  telegram: string;
  closed: boolean;
  theme: number;
}

@Injectable()
export class SiteSettingRepository {
  async findByAgent(manager: EntityManager, agentId: string): Promise<SiteSettingRow | undefined> {
    const rows: SiteSettingRow[] = await manager.query(
      `SELECT web_title, social_share, logo, telegram, closed, theme
         FROM site_setting WHERE agent_id = $1`,
      [agentId],
    );
    return rows[0];
  }
}
