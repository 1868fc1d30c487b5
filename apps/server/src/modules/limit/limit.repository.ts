import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import { MemberLimit } from './entities/member-limit.entity.js';

/** A Bangkok day or month's start, as of `$2` (the app's clock). */
const startOf = (unit: 'day' | 'month') =>
  `(date_trunc('${unit}', $2::timestamptz AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok')`;

@Injectable()
export class LimitRepository {
  find(manager: EntityManager, memberId: string): Promise<MemberLimit | null> {
    return manager.findOneBy(MemberLimit, { memberId });
  }

  /**
   * The member's row, locked for the rest of the transaction: checkouts of one member take
   * turns between reading what was spent and buying, so two at once cannot both slip under a
   * limit (a limit change takes its turn too). FOR NO KEY UPDATE, as the ledger takes it
   * (ledger.service.ts): the idempotency key inserted earlier holds KEY SHARE on the row, which
   * FOR UPDATE would wait on, deadlocking two checkouts of one member.
   */
  async lockMember(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query('SELECT 1 FROM member WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
  }

  async isMemberOf(manager: EntityManager, agentId: string, memberId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM member WHERE id = $1 AND agent_id = $2',
      [memberId, agentId],
    );
    return rows.length > 0;
  }

  async save(manager: EntityManager, limit: MemberLimit): Promise<void> {
    await manager.save(MemberLimit, limit);
  }

  /** What the member bought (cents) since the start of the Bangkok day and month of `now`. */
  async spent(
    manager: EntityManager,
    memberId: string,
    now: Date,
  ): Promise<{ today: number; month: number }> {
    const rows: Array<{ today: string; month: string }> = await manager.query(
      `SELECT coalesce(sum(total) FILTER (WHERE created_at >= ${startOf('day')}), 0)::text AS today,
              coalesce(sum(total), 0)::text AS month
         FROM purchase_order
        WHERE member_id = $1 AND created_at >= ${startOf('month')}`,
      [memberId, now.toISOString()],
    );
    return { today: safeInteger(rows[0]?.today ?? 0), month: safeInteger(rows[0]?.month ?? 0) };
  }
}
