import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Who uploaded each private file (identity photos). */
@Injectable()
export class MemberUploadRepository {
  async insert(
    manager: EntityManager,
    upload: { name: string; agentId: string; memberId: string; bytes: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO member_upload (name, agent_id, member_id, bytes) VALUES ($1, $2, $3, $4)`,
      [upload.name, upload.agentId, upload.memberId, upload.bytes],
    );
  }

  /** The uploader's member id, or undefined for a name no member of this shop uploaded. */
  async owner(manager: EntityManager, agentId: string, name: string): Promise<string | undefined> {
    const rows: Array<{ member_id: string }> = await manager.query(
      `SELECT member_id::text AS member_id FROM member_upload WHERE agent_id = $1 AND name = $2`,
      [agentId, name],
    );
    return rows[0]?.member_id;
  }
}
