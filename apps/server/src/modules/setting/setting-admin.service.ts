import { Injectable } from '@nestjs/common';
import type { ThemeResponse, WebSetting } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import type { SettingUpdateDto } from './dto/setting-update.dto.js';
import { SiteSettingRepository } from './site-setting.repository.js';
import { SiteSettingService } from './site-setting.service.js';

/** The admin side of the site settings and the theme (image uploads: common/upload). */
@Injectable()
export class SettingAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingRepository,
    private readonly site: SiteSettingService,
    private readonly audit: AuditRepository,
  ) {}

  async update(admin: CurrentMember, changes: SettingUpdateDto): Promise<WebSetting> {
    await this.dataSource.transaction(async (manager) => {
      await this.settings.update(manager, admin.agentId, changes);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'setting.update',
        targetId: null,
        detail: { ...changes },
      });
    });
    return this.site.webSetting(admin.agentId);
  }

  async theme(agentId: string): Promise<ThemeResponse> {
    return { theme: (await this.site.webSetting(agentId)).theme };
  }
}
