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

  /** Changes the given settings (a shop without its row gets one with the defaults first). */
  async update(
    manager: EntityManager,
    agentId: string,
    changes: {
      webTitle?: string;
      closed?: boolean;
      theme?: number;
      telegram?: string;
      logo?: string;
      socialShare?: string;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO site_setting (agent_id) VALUES ($1) ON CONFLICT (agent_id) DO NOTHING`,
      [agentId],
    );
    await manager.query(
      `UPDATE site_setting
          SET web_title = coalesce($2, web_title), closed = coalesce($3, closed),
              theme = coalesce($4, theme), telegram = coalesce($5, telegram),
              logo = coalesce($6, logo), social_share = coalesce($7, social_share),
              updated_at = now()
        WHERE agent_id = $1`,
      [
        agentId,
        changes.webTitle ?? null,
        changes.closed ?? null,
        changes.theme ?? null,
        changes.telegram ?? null,
        changes.logo ?? null,
        changes.socialShare ?? null,
      ],
    );
  }
}
