import { Injectable } from '@nestjs/common';
import type { OwnedSheet, RewardStatus } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { countOf, safeInteger } from '../../common/db/columns.js';

/** The draw an order belongs to, as a ticket holder sees it. */
export interface OrderHead {
  id: string;
  memberId: string;
  roundName: string;
  drawDate: string;
  createdAt: Date;
  cusName: string | null;
}

/** One number of an order with the sheets it holds; `price` in cents. */
export interface OrderLineSheets {
  number: string;
  price: number;
  sheets: OwnedSheet[];
}

/** One order line a member owns sheets of, with the order and the draw around it. */
export interface OwnedLine extends Omit<OrderLineSheets, 'sheets'> {
  /** With each sheet's id: its stamped photo is asked for by id. */
  sheets: Array<OwnedSheet & { sheetId: string }>;
  orderId: string;
  productId: string;
  gameEventId: string;
  roundName: string;
  drawDate: string;
  forMyself: boolean;
  cusName: string | null;
  createdAt: Date;
  /** The best result of its sheets. */
  rewardStatus: RewardStatus;
}

/** What a member's sheets of one order line won, per prize kind; `amount` in cents. */
export interface LinePrize {
  orderId: string;
  productId: string;
  kind: string;
  amount: number;
  /** How much of `amount` is paid (all of it once credited). */
  paid: number;
}

const sheetsJson = `json_agg(json_build_object('number', s.number, 'setNo', s.set_no, 'photo', s.photo)
                    ORDER BY s.set_no)`;

/**
 * Reads of sold tickets: an order's sheets, a member's sheets and prizes, how many await a
 * result. Plain SQL: each read joins sheets, lines, orders and draws and gathers the sheets as
 * JSON in one statement.
 */
@Injectable()
export class TicketRepository {
  async orderHead(
    manager: EntityManager,
    agentId: string,
    orderId: string,
  ): Promise<OrderHead | undefined> {
    const rows: OrderHead[] = await manager.query(
      `SELECT o.id::text AS id, o.member_id::text AS "memberId", g.round_name AS "roundName",
              to_char(g.draw_date, 'YYYY-MM-DD') AS "drawDate", o.created_at AS "createdAt",
              o.cus_name AS "cusName"
         FROM purchase_order o JOIN game_event g ON g.id = o.game_event_id
        WHERE o.agent_id = $1 AND o.id = $2`,
      [agentId, orderId],
    );
    return rows[0];
  }

  async orderLines(manager: EntityManager, orderId: string): Promise<OrderLineSheets[]> {
    const rows: Array<Omit<OrderLineSheets, 'price'> & { price: string }> = await manager.query(
      `SELECT l.number, l.price::text AS price, ${sheetsJson} AS sheets
         FROM order_line l JOIN sheet s ON s.order_id = l.order_id AND s.product_id = l.product_id
        WHERE l.order_id = $1
        GROUP BY l.product_id, l.number, l.price
        ORDER BY l.number`,
      [orderId],
    );
    return rows.map((row) => ({ ...row, price: safeInteger(row.price) }));
  }

  /** One row per order line the member owns sheets of: best result first, then newest. */
  async owned(
    manager: EntityManager,
    memberId: string,
    gameEventId: string | undefined,
  ): Promise<OwnedLine[]> {
    const rows: Array<Omit<OwnedLine, 'price'> & { price: string }> = await manager.query(
      `SELECT o.id::text AS "orderId", l.product_id::text AS "productId",
              o.game_event_id::text AS "gameEventId", g.round_name AS "roundName",
              to_char(g.draw_date, 'YYYY-MM-DD') AS "drawDate", l.number,
              l.price::text AS price, o.for_myself AS "forMyself", o.cus_name AS "cusName",
              o.created_at AS "createdAt", max(s.reward_status)::int AS "rewardStatus",
              json_agg(json_build_object('number', s.number, 'setNo', s.set_no, 'photo', s.photo,
                                         'sheetId', s.id::text) ORDER BY s.set_no) AS sheets
         FROM sheet s
         JOIN order_line l ON l.order_id = s.order_id AND l.product_id = s.product_id
         JOIN purchase_order o ON o.id = s.order_id
         JOIN game_event g ON g.id = o.game_event_id
        WHERE s.owner_id = $1 AND ($2::bigint IS NULL OR s.game_event_id = $2::bigint)
        GROUP BY o.id, l.product_id, l.number, l.price, g.id
        ORDER BY "rewardStatus" DESC, o.created_at DESC, o.id DESC, l.number`,
      [memberId, gameEventId ?? null],
    );
    return rows.map((row) => ({ ...row, price: safeInteger(row.price) }));
  }

  /** What the member's sheets won (the prize settlement's rows), per order line and kind. */
  async ownedPrizes(
    manager: EntityManager,
    memberId: string,
    gameEventId: string | undefined,
  ): Promise<LinePrize[]> {
    const rows: Array<Omit<LinePrize, 'amount' | 'paid'> & { amount: string; paid: string }> =
      await manager.query(
        `SELECT s.order_id::text AS "orderId", s.product_id::text AS "productId", p.kind,
              sum(p.amount)::text AS amount, sum(p.paid)::text AS paid
         FROM ticket_prize p JOIN sheet s ON s.id = p.sheet_id
        WHERE s.owner_id = $1 AND s.order_id IS NOT NULL
          AND ($2::bigint IS NULL OR s.game_event_id = $2::bigint)
        GROUP BY s.order_id, s.product_id, p.kind`,
        [memberId, gameEventId ?? null],
      );
    return rows.map((row) => ({
      ...row,
      amount: safeInteger(row.amount),
      paid: safeInteger(row.paid),
    }));
  }

  /** The member's sheets still awaiting a result (the open draw's and unsettled ones). */
  async countAwaiting(manager: EntityManager, memberId: string): Promise<number> {
    const rows: Array<{ total: string }> = await manager.query(
      'SELECT count(*) AS total FROM sheet WHERE owner_id = $1 AND reward_status = 0',
      [memberId],
    );
    return countOf(rows[0]);
  }
}
