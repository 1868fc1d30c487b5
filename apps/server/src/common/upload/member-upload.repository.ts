import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MemberUpload } from './member-upload.entity.js';

/** Who uploaded each private file (identity photos). */
@Injectable()
export class MemberUploadRepository {
  async insert(
    manager: EntityManager,
    upload: Pick<MemberUpload, 'name' | 'agentId' | 'memberId' | 'bytes'>,
  ): Promise<void> {
    await manager.insert(MemberUpload, upload);
  }

  /** The uploader's member id, or undefined for a name no member of this shop uploaded. */
  async owner(manager: EntityManager, agentId: string, name: string): Promise<string | undefined> {
    const upload = await manager.findOne(MemberUpload, {
      select: { memberId: true },
      where: { agentId, name },
    });
    return upload?.memberId;
  }
}
