import { Injectable } from '@nestjs/common';
import { maskPhone, type PrizeKind } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import { PushRelay } from './push-relay.js';
import { PushRepository, type MemberNotice } from './push.repository.js';

/**
 * The events members hear of on their phones. Each method runs inside the event's own
 * transaction: a notice exists exactly when its event committed; `kick` after the commit.
 */
@Injectable()
export class PushNotices {
  constructor(
    private readonly push: PushRepository,
    private readonly relay: PushRelay,
  ) {}

  /**
   * Results published (after settlement): each prize to its owner as "you won" (number, prize,
   * amount, credited or awaiting payout); a member holding sheets of the draw who won nothing
   * hears the results are out. Keyed by draw or prize and member: publishing again sends nothing.
   */
  async drawPublished(manager: EntityManager, agentId: string, drawId: string): Promise<number> {
    const rows: Array<{
      memberId: string;
      number: string | null;
      kind: PrizeKind | null;
      amount: string | null;
      status: string | null;
      sheetId: string | null;
    }> = await manager.query(
      `SELECT s.owner_id::text AS "memberId", s.number, p.kind, p.amount::text AS amount,
              p.status, s.id::text AS "sheetId"
         FROM sheet s
         JOIN push_subscription ps ON ps.member_id = s.owner_id AND ps.agent_id = $1
         LEFT JOIN ticket_prize p ON p.sheet_id = s.id
        WHERE s.game_event_id = $2
        GROUP BY s.owner_id, s.number, p.kind, p.amount, p.status, s.id
        ORDER BY s.owner_id, s.id, p.kind`,
      [agentId, drawId],
    );
    if (!rows.length) return 0;
    const days: Array<{ day: string }> = await manager.query(
      `SELECT to_char(draw_date, 'YYYY-MM-DD') AS day FROM game_event WHERE id = $1`,
      [drawId],
    );
    const drawDate = days[0]!.day;
    const notices: MemberNotice[] = [];
    const winners = new Set(rows.filter((row) => row.kind).map((row) => row.memberId));
    for (const row of rows) {
      if (!row.kind) continue;
      notices.push({
        agentId,
        memberId: row.memberId,
        eventKey: `won:${row.sheetId}:${row.kind}`,
        notice: {
          kind: 'won',
          drawDate,
          number: row.number!,
          prize: row.kind,
          amount: safeInteger(row.amount!),
          credited: row.status === 'credited',
        },
      });
    }
    for (const memberId of new Set(rows.map((row) => row.memberId))) {
      if (winners.has(memberId)) continue;
      notices.push({
        agentId,
        memberId,
        eventKey: `results:${drawId}:${memberId}`,
        notice: { kind: 'results', drawDate },
      });
    }
    return this.push.enqueue(manager, notices);
  }

  /** The sender of a gift hears it was received (how many sheets, by whom, masked). */
  async giftReceived(
    manager: EntityManager,
    gift: { agentId: string; id: string; senderId: string; sheets: number; receiverPhone: string },
  ): Promise<number> {
    return this.push.enqueue(manager, [
      {
        agentId: gift.agentId,
        memberId: gift.senderId,
        eventKey: `gift:${gift.id}`,
        notice: { kind: 'giftReceived', sheets: gift.sheets, by: maskPhone(gift.receiverPhone) },
      },
    ]);
  }

  /** A deposit credited (by Bakong, the provider's callback or an admin): its member hears it. */
  async depositPaid(
    manager: EntityManager,
    deposit: { agentId: string; memberId: string; refId: string; amount: number },
  ): Promise<number> {
    return this.push.enqueue(manager, [
      {
        agentId: deposit.agentId,
        memberId: deposit.memberId,
        eventKey: `deposit:${deposit.refId}`,
        notice: { kind: 'depositPaid', amount: deposit.amount },
      },
    ]);
  }

  /** After the event's commit: send now rather than at the next poll. */
  kick(): void {
    this.relay.kick();
  }
}
