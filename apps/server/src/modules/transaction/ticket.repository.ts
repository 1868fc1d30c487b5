import { Injectable } from '@nestjs/common';
import type { OwnedSheet } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';

export interface OrderHeadRow {
  id: string;
  member_id: string;
  round_name: string;
  draw_date: string;
  created_at: Date;
  cus_name: string | null;
}

export interface OrderLineRow {
  number: string;
  price: string;
  sheets: OwnedSheet[];
}

export interface MyTicketRow {
  order_id: string;
  product_id: string;
  gid: string;
  round_name: string;
  draw_date: string;
  number: string;
  price: string;
  is_gift: boolean;
  cus_name: string | null;
  created_at: Date;
  reward_status: number;
  sheets: OwnedSheet[];
}

export interface LinePrizeRow {
  order_id: string;
  product_id: string;
  kind: string;
  amount: string;
}

const sheetsJson = `json_agg(json_build_object('number', s.number, 'setNo', s.set_no, 'photo', s.photo)
                    ORDER BY s.set_no)`;

/** Reads of sold tickets: an order's sheets, a member's sheets, how many await a result. */
@Injectable()
export class TicketRepository {
  async orderHead(
    manager: EntityManager,
    agentId: string,
    orderId: string,
  ): Promise<OrderHeadRow | undefined> {
    const rows: OrderHeadRow[] = await manager.query(
      `SELECT o.id::text AS id, o.member_id::text AS member_id, g.round_name,
              to_char(g.draw_date, 'YYYY-MM-DD') AS draw_date, o.created_at, o.cus_name
         FROM purchase_order o JOIN game_event g ON g.id = o.game_event_id
        WHERE o.agent_id = $1 AND o.id = $2`,
      [agentId, orderId],
    );
    return rows[0];
  }

  async orderLines(manager: EntityManager, orderId: string): Promise<OrderLineRow[]> {
    return manager.query(
      `SELECT l.number, l.price::text AS price, ${sheetsJson} AS sheets
         FROM order_line l JOIN sheet s ON s.order_id = l.order_id AND s.product_id = l.product_id
        WHERE l.order_id = $1
        GROUP BY l.product_id, l.number, l.price
        ORDER BY l.number`,
      [orderId],
    );
  }

  /** One row per order line the member owns sheets of: best result first, then newest. */
  async owned(
    manager: EntityManager,
    memberId: string,
    gameEventId: string | undefined,
  ): Promise<MyTicketRow[]> {
    return manager.query(
      `SELECT o.id::text AS order_id, l.product_id::text AS product_id, o.game_event_id::text AS gid,
              g.round_name, to_char(g.draw_date, 'YYYY-MM-DD') AS draw_date, l.number,
              l.price::text AS price, o.is_gift, o.cus_name, o.created_at,
              max(s.reward_status)::int AS reward_status, ${sheetsJson} AS sheets
         FROM sheet s
         JOIN order_line l ON l.order_id = s.order_id AND l.product_id = s.product_id
         JOIN purchase_order o ON o.id = s.order_id
         JOIN game_event g ON g.id = o.game_event_id
        WHERE s.owner_id = $1 AND ($2::bigint IS NULL OR s.game_event_id = $2::bigint)
        GROUP BY o.id, l.product_id, l.number, l.price, g.id
        ORDER BY reward_status DESC, o.created_at DESC, o.id DESC, l.number`,
      [memberId, gameEventId ?? null],
    );
  }

  /** What the member's sheets won (the prize settlement's rows), per order line and kind. */
  async ownedPrizes(
    manager: EntityManager,
    memberId: string,
    gameEventId: string | undefined,
  ): Promise<LinePrizeRow[]> {
    return manager.query(
      `SELECT s.order_id::text AS order_id, s.product_id::text AS product_id, p.kind,
              sum(p.amount)::text AS amount
         FROM ticket_prize p JOIN sheet s ON s.id = p.sheet_id
        WHERE s.owner_id = $1 AND s.order_id IS NOT NULL
          AND ($2::bigint IS NULL OR s.game_event_id = $2::bigint)
        GROUP BY s.order_id, s.product_id, p.kind`,
      [memberId, gameEventId ?? null],
    );
  }
}

/**
 * The profile's ticket badge: the member's sheets still awaiting a result (the open draw's and
 * any closed draw not settled yet). A plain function so the profile can count without a module
 * dependency on this one.
 */
export async function countAwaitingTickets(
  manager: EntityManager,
  memberId: string,
): Promise<number> {
  const rows: Array<{ n: number }> = await manager.query(
    'SELECT count(*)::int AS n FROM sheet WHERE owner_id = $1 AND reward_status = 0',
    [memberId],
  );
  return rows[0]?.n ?? 0;
}
