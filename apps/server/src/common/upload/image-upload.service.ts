import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, maxUploadImgBytes, type UploadImgResponse } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { CurrentMember } from '../session/current-member.js';
import { AppError } from '../errors/app-error.js';
import { PRIVATE_FILES, PUBLIC_FILES, type FileStore } from './file-store.js';
import { MemberUploadRepository } from './member-upload.repository.js';
import { imageKind, readMultipart } from './multipart.js';
import { isPrivateUploadName, privateUploadUrl } from './private-upload-url.js';

export interface StoredImage {
  data: Buffer;
  type: 'image/jpeg' | 'image/png';
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * `setting/uploadImg`. A member's image is an identity photo for checkout: private, fetched
 * back only by its owner or an admin. An admin's image is a site asset (logo, share image) and
 * public, as it must be to appear on the site. Either way at most `UPLOADS_PER_HOUR` a member.
 */
@Injectable()
export class ImageUploadService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly uploads: MemberUploadRepository,
    private readonly audit: AuditRepository,
    @Inject(PUBLIC_FILES) private readonly publicFiles: FileStore,
    @Inject(PRIVATE_FILES) private readonly privateFiles: FileStore,
  ) {}

  /** One jpg or png in field `input`, told by its bytes; stored under an unguessable name. */
  async upload(member: CurrentMember, request: FastifyRequest): Promise<UploadImgResponse> {
    const { files } = await readMultipart(request, {
      maxFiles: 1,
      maxFileBytes: maxUploadImgBytes,
      maxTotalBytes: maxUploadImgBytes,
    });
    const file = files[0];
    if (!file || file.field !== 'input')
      throw new AppError(ErrorCode.MissingField, { input: '303' });
    const kind = imageKind(file.data);
    if (kind !== 'jpg' && kind !== 'png')
      throw new AppError(ErrorCode.InvalidFormat, { input: '5002' });
    const name = `${randomUUID()}.${kind}`;
    const site = member.role === 'admin';
    const url = site ? `/uploads/img/${name}` : privateUploadUrl(name);
    await this.dataSource.transaction(async (manager) => {
      // Counted and recorded under the member's lock: a burst cannot slip past the quota.
      await this.uploads.lockMember(manager, member.id);
      const now = this.clock.now();
      const lastHour = await this.uploads.countSince(
        manager,
        member.id,
        new Date(now.getTime() - HOUR_MS),
      );
      if (lastHour >= this.config.uploadsPerHour) throw new AppError(ErrorCode.UploadLimitReached);
      // The file before its row: a row never points at a missing file (a stray file is harmless).
      if (site) await this.publicFiles.put(`img/${name}`, file.data);
      else await this.privateFiles.put(name, file.data);
      await this.uploads.insert(manager, {
        name,
        agentId: member.agentId,
        memberId: member.id,
        bytes: file.data.length,
        public: site,
        createdAt: now,
      });
      await this.audit.write(manager, {
        agentId: member.agentId,
        actorId: member.id,
        action: 'upload.img',
        targetId: null,
        detail: { url, bytes: file.data.length },
      });
    });
    return { url };
  }

  /** A private image for its owner or an admin of the shop; 404 for anyone else. */
  async read(member: CurrentMember, name: string): Promise<StoredImage> {
    // Only names this service hands out reach the store.
    const owner = isPrivateUploadName(name)
      ? await this.uploads.owner(this.dataSource.manager, member.agentId, name)
      : undefined;
    // Someone else's photo answers as if it did not exist: its name tells nothing.
    if (!owner || (owner !== member.id && member.role !== 'admin'))
      throw new AppError(ErrorCode.RouteNotFound);
    const data = await this.privateFiles.get(name);
    if (!data) throw new AppError(ErrorCode.RouteNotFound);
    return { data, type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  }
}
