import { Injectable } from '@nestjs/common';
import type { AlertKind, Locale } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { countOf } from '../../common/db/columns.js';
import { NumberAlert } from './entities/bot.entity.js';

/** An alert that matches stock now in a draw, with the linked chat to tell. */
export interface MatchedAlert {
  alertId: string;
  chatId: string;
  locale: Locale;
  kind: AlertKind;
  /** One matching number in stock (the smallest). */
  number: string;
}

/** Whether a product number matches an alert's pattern, in SQL (`a` the alert, `p` the product). */
const matches = `CASE a.kind WHEN 'six' THEN p.number = a.digits
                             WHEN 'first3' THEN left(p.number, 3) = a.digits
                             WHEN 'last3' THEN right(p.number, 3) = a.digits
                             ELSE right(p.number, 2) = a.digits END`;

@Injectable()
export class AlertRepository {
  async list(manager: EntityManager, memberId: string): Promise<NumberAlert[]> {
    return manager.find(NumberAlert, { where: { memberId }, order: { id: 'ASC' } });
  }

  /**
   * Adds the alert unless the member has `limit` already (counted under a lock on the member's
   * alerts, so two adds at once cannot pass the limit); the same pattern twice is one alert.
   */
  async add(
    manager: EntityManager,
    alert: { agentId: string; memberId: string; kind: AlertKind; digits: string },
    limit: number,
  ): Promise<'added' | 'full'> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('number_alert'), $1::int)`, [
      Number(BigInt(alert.memberId) % 2147483647n),
    ]);
    const rows: Array<{ total: string }> = await manager.query(
      `SELECT count(*) AS total FROM number_alert WHERE member_id = $1`,
      [alert.memberId],
    );
    const exists: unknown[] = await manager.query(
      `SELECT 1 FROM number_alert WHERE member_id = $1 AND kind = $2 AND digits = $3`,
      [alert.memberId, alert.kind, alert.digits],
    );
    if (exists.length) return 'added';
    if (countOf(rows[0]) >= limit) return 'full';
    await manager.insert(NumberAlert, alert);
    return 'added';
  }

  async remove(manager: EntityManager, memberId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await manager.query(
      `DELETE FROM number_alert WHERE member_id = $1 AND id = $2`,
      [memberId, id],
    );
    return count > 0;
  }

  /** Alerts of linked members (channel telegram) that these numbers, now in stock in the draw, match. */
  async matching(
    manager: EntityManager,
    agentId: string,
    drawId: string,
    numbers: string[],
  ): Promise<MatchedAlert[]> {
    return manager.query(
      `SELECT a.id::text AS "alertId", c.chat_id::text AS "chatId", c.locale, a.kind,
              min(p.number) AS number
         FROM number_alert a
         JOIN bot_chat c ON c.member_id = a.member_id
         JOIN member m ON m.id = a.member_id AND m.notification = 'telegram'
         JOIN product p ON p.game_event_id = $2 AND p.remaining > 0
                       AND p.number = ANY($3::text[]) AND ${matches}
        WHERE a.agent_id = $1
        GROUP BY a.id, c.chat_id, c.locale, a.kind
        ORDER BY a.id`,
      [agentId, drawId, numbers],
    );
  }
}
