import { Injectable } from '@nestjs/common';
import type { CustomerDetails } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import type { PurchaseOrder } from './entities/purchase-order.entity.js';

export interface SaleDraw {
  id: string;
  status: string;
  /** Past its close-sell time, whatever the stored status says. */
  closed: boolean;
}

export interface Sale {
  /** The buyer's payment prefix ('topup' or 'other'). */
  prefix: string;
  /** The shop's draw that is not closed, if any. */
  draw: SaleDraw | undefined;
  /** The requested products found in that draw, by id. */
  products: SaleProduct[];
}

/** A product of the draw with the server's price (cents). */
export interface PricedProduct {
  id: string;
  number: string;
  price: number;
}

/** A product on sale as the checkout found it: its stock may change until its row is locked. */
export interface SaleProduct extends PricedProduct {
  remaining: number;
}

export interface OrderLineInput {
  product: PricedProduct;
  qty: number;
}

export type NewOrder = Pick<
  PurchaseOrder,
  'agentId' | 'memberId' | 'gameEventId' | 'total' | 'quantity' | 'isGift'
> & {
  /** The friend: name and phone from a `topup` member, all the details from the others. */
  customer: (Pick<CustomerDetails, 'cusName' | 'cusTel'> & Partial<CustomerDetails>) | null;
};

/**
 * Orders, their lines and the sheets they own: the writes of a checkout. Plain SQL on purpose:
 * this is the hot path (docs/performance.md), each method one statement and one round trip.
 */
@Injectable()
export class OrderRepository {
  /**
   * The buyer's payment prefix, the shop's draw that is not closed, share-locked (an admin closing
   * or pausing it waits for the checkouts in flight, so no sale commits after the draw stopped
   * selling), and the requested products of that draw with their prices, by id (the lock order
   * of takeSheets). One round trip for all three.
   */
  async lockSale(
    manager: EntityManager,
    agentId: string,
    memberId: string,
    productIds: string[],
  ): Promise<Sale | undefined> {
    const rows: Array<{
      prefix: string;
      id: string | null;
      status: string;
      closed: boolean;
      productId: string | null;
      number: string;
      price: string;
      remaining: number;
    }> = await manager.query(
      `WITH sale AS (
         SELECT m.prefix_payment AS prefix, g.id, g.status, g.closed
           FROM member m
           LEFT JOIN LATERAL (
             SELECT id, status, close_sell_at <= now() AS closed
               FROM game_event WHERE agent_id = $1 AND status <> 'CLOSE'
                FOR SHARE) g ON true
          WHERE m.id = $2 AND m.agent_id = $1)
       SELECT sale.prefix, sale.id::text AS id, sale.status, sale.closed,
              p.id::text AS "productId", p.number, p.price::text AS price, p.remaining
         FROM sale
         LEFT JOIN product p ON p.game_event_id = sale.id AND p.id = ANY ($3::bigint[])
        ORDER BY p.id`,
      [agentId, memberId, productIds],
    );
    const row = rows[0];
    if (!row) return undefined;
    const draw = row.id ? { id: row.id, status: row.status, closed: row.closed } : undefined;
    const products = rows
      .filter((found) => found.productId !== null)
      .map((found) => ({
        id: found.productId!,
        number: found.number,
        price: safeInteger(found.price),
        remaining: found.remaining,
      }));
    return { prefix: row.prefix, draw, products };
  }

  /** The order and its lines, in one statement; answers the order id. */
  async insertOrder(
    manager: EntityManager,
    order: NewOrder,
    lines: OrderLineInput[],
  ): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `WITH o AS (
         INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity, is_gift,
                                     cus_name, cus_tel, cus_iden_type, cus_iden, cus_iden_img)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id),
       l AS (
         INSERT INTO order_line (order_id, product_id, number, qty, price)
         SELECT o.id, line.* FROM o,
                unnest($12::bigint[], $13::text[], $14::int[], $15::bigint[]) AS line)
       SELECT id::text AS id FROM o`,
      [
        order.agentId,
        order.memberId,
        order.gameEventId,
        order.total,
        order.quantity,
        order.isGift,
        order.customer?.cusName ?? null,
        order.customer?.cusTel ?? null,
        order.customer?.cusIdenType ?? null,
        order.customer?.cusIden ?? null,
        order.customer?.cusIdenImg ?? null,
        lines.map((line) => line.product.id),
        lines.map((line) => line.product.number),
        lines.map((line) => line.qty),
        lines.map((line) => line.product.price),
      ],
    );
    return rows[0]!.id;
  }

  /**
   * Claims `qty` unsold sheets of a product for the order and takes them off its stock, in one
   * statement. Sheets other checkouts hold are skipped, not waited for, so buyers of one number
   * only queue on the product row, held from here to the commit. Answers true, or (the stock
   * untouched) how many sheets could be had.
   */
  async takeSheets(
    manager: EntityManager,
    productId: string,
    qty: number,
    orderId: string,
    memberId: string,
  ): Promise<true | number> {
    const rows: Array<{ claimed: number; taken: boolean; remaining: number }> = await manager.query(
      `WITH claimed AS (
         UPDATE sheet SET sold_to = $4::bigint::text, owner_id = $4::bigint, order_id = $3,
                          sold_at = now()
          WHERE sold_to IS NULL AND id IN (
            SELECT id FROM sheet WHERE product_id = $1 AND sold_to IS NULL
             ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id),
       taken AS (
         UPDATE product SET remaining = remaining - $2, sold = sold + $2
          WHERE id = $1 AND remaining >= $2 AND (SELECT count(*) FROM claimed) = $2
         RETURNING id)
       SELECT (SELECT count(*)::int FROM claimed) AS claimed,
              EXISTS (SELECT 1 FROM taken) AS taken,
              (SELECT remaining FROM product WHERE id = $1) AS remaining`,
      [productId, qty, orderId, memberId],
    );
    const { claimed, taken, remaining } = rows[0]!;
    return taken ? true : Math.min(claimed, remaining ?? 0);
  }
}
