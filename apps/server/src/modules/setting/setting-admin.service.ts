import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  maxUploadImgBytes,
  type SettingUpdateRequest,
  type ThemeResponse,
  type UploadImgResponse,
  type WebSetting,
} from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { imageKind, readMultipart } from '../../common/upload/multipart.js';
import { storeUpload, uploadsDir } from '../../common/upload/uploads.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AuditRepository } from '../auth/audit.repository.js';
import type { CurrentMember } from '../auth/session.service.js';
import { SiteSettingRepository } from './site-setting.repository.js';
import { SiteSettingService } from './site-setting.service.js';

/** The admin side of the site settings, the theme, and image uploads. */
@Injectable()
export class SettingAdminService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly settings: SiteSettingRepository,
    private readonly site: SiteSettingService,
    private readonly audit: AuditRepository,
  ) {}

  async update(admin: CurrentMember, changes: SettingUpdateRequest): Promise<WebSetting> {
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

  /**
   * One jpg or png in field `input`, stored under an unguessable name. Told by its bytes, not
   * by the name or type the client gave: anything else is 5002.
   */
  async uploadImage(member: CurrentMember, request: FastifyRequest): Promise<UploadImgResponse> {
    const { files } = await readMultipart(request, {
      maxFiles: 1,
      maxFileBytes: maxUploadImgBytes,
    });
    const file = files[0];
    if (!file || file.field !== 'input')
      throw new AppError(ErrorCode.MissingField, { input: '303' });
    const kind = imageKind(file.data);
    if (kind !== 'jpg' && kind !== 'png')
      throw new AppError(ErrorCode.InvalidFormat, { input: '5002' });
    const name = `img/${randomUUID()}.${kind}`;
    await storeUpload(uploadsDir(this.config.dataDir), name, file.data);
    const url = `/uploads/${name}`;
    await this.audit.write(this.dataSource.manager, {
      agentId: member.agentId,
      actorId: member.id,
      action: 'upload.img',
      targetId: null,
      detail: { url, bytes: file.data.length },
    });
    return { url };
  }
}
