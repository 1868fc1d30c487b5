import { Injectable } from '@nestjs/common';
import type { OwnedSheet } from '@lottery/contracts';
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

const sheetsJson = `json_agg(json_build_object('number', s.number, 'setNo', s.set_no, 'photo', s.photo)
                    ORDER BY s.set_no)`;

/**
 * Reads of sold tickets: an order's sheets, how many await a result (a member's own page is
 * my-tickets.repository.ts). Plain SQL: each read joins sheets, lines, orders and draws and gathers the sheets as
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

  /** The member's sheets still awaiting a result (the open draw's and unsettled ones). */
  async countAwaiting(manager: EntityManager, memberId: string): Promise<number> {
    const rows: Array<{ total: string }> = await manager.query(
      'SELECT count(*) AS total FROM sheet WHERE owner_id = $1 AND reward_status = 0',
      [memberId],
    );
    return countOf(rows[0]);
  }
}
