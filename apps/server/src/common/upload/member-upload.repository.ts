import { Injectable } from '@nestjs/common';
import { MoreThan, type EntityManager } from 'typeorm';
import { MemberUpload } from './member-upload.entity.js';

/** Who uploaded each image, how many a member sent lately, and which photos no order used. */
@Injectable()
export class MemberUploadRepository {
  /** Uploads of one member take turns, so the hourly quota holds however many arrive at once. */
  async lockMember(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload:${memberId}`]);
  }

  /** Images the member uploaded after `since`. */
  countSince(manager: EntityManager, memberId: string, since: Date): Promise<number> {
    return manager.countBy(MemberUpload, { memberId, createdAt: MoreThan(since) });
  }

  async insert(
    manager: EntityManager,
    upload: Pick<MemberUpload, 'name' | 'agentId' | 'memberId' | 'bytes' | 'public' | 'createdAt'>,
  ): Promise<void> {
    await manager.insert(MemberUpload, upload);
  }

  /** The uploader of a private photo, or undefined for a name no member of this shop uploaded. */
  async owner(manager: EntityManager, agentId: string, name: string): Promise<string | undefined> {
    const upload = await manager.findOne(MemberUpload, {
      select: { memberId: true },
      where: { agentId, name, public: false },
    });
    return upload?.memberId;
  }

  /**
   * Marks the member's own photo as used by an order (in the order's transaction: the row lock
   * keeps the sweep off it until the order commits). False when it is not this member's photo,
   * or the sweep took it first.
   */
  async markUsed(
    manager: EntityManager,
    upload: { agentId: string; memberId: string; name: string },
    at: Date,
  ): Promise<boolean> {
    const [, updated]: [unknown[], number] = await manager.query(
      `UPDATE member_upload SET used_at = coalesce(used_at, $4)
        WHERE agent_id = $1 AND member_id = $2 AND name = $3 AND NOT public`,
      [upload.agentId, upload.memberId, upload.name, at],
    );
    return updated === 1;
  }

  /**
   * Forgets up to `limit` private photos uploaded before `before` that no order used; answers
   * their names (the files go after the rows). Rows another transaction holds (an order being
   * placed with the photo) are skipped, so two servers sweeping at once never wait or clash, and
   * a photo marked used meanwhile is rechecked and kept.
   */
  async deleteUnused(manager: EntityManager, before: Date, limit: number): Promise<string[]> {
    const [rows]: [Array<{ name: string }>, number] = await manager.query(
      `DELETE FROM member_upload
        WHERE used_at IS NULL AND name IN (
          SELECT name FROM member_upload
           WHERE used_at IS NULL AND NOT public AND created_at < $1
           ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING name`,
      [before, limit],
    );
    return rows.map((row) => row.name);
  }
}
