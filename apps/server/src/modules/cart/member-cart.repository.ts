import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredLine } from './cart-merge.js';

/** The member's cart lines: the only code that writes `member_cart_line`. */
@Injectable()
export class MemberCartRepository {
  /**
   * Holds the member's cart until the transaction ends, so two devices changing one cart at once
   * are applied one after the other (a cart with no lines has no row to lock).
   */
  async lock(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('member_cart:' || $1, 0))`, [
      memberId,
    ]);
  }

  /** The member's lines, oldest first. */
  async lines(manager: EntityManager, memberId: string): Promise<StoredLine[]> {
    const rows: Array<{ productId: string; qty: number }> = await manager.query(
      `SELECT product_id::text AS "productId", qty FROM member_cart_line
        WHERE member_id = $1 ORDER BY added_at, product_id`,
      [memberId],
    );
    return rows;
  }

  /** Sets one line's quantity (a new line is added at the end). */
  async put(manager: EntityManager, memberId: string, line: StoredLine): Promise<void> {
    await manager.query(
      `INSERT INTO member_cart_line (member_id, product_id, qty) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, product_id) DO UPDATE SET qty = EXCLUDED.qty`,
      [memberId, line.productId, line.qty],
    );
  }

  /** Makes the cart exactly these lines, kept lines keeping their place. */
  async replace(manager: EntityManager, memberId: string, lines: StoredLine[]): Promise<void> {
    await manager.query(
      `DELETE FROM member_cart_line WHERE member_id = $1 AND NOT (product_id = ANY($2::bigint[]))`,
      [memberId, lines.map((line) => line.productId)],
    );
    // One statement for every line; clock_timestamp() keeps new lines in the order given.
    if (lines.length)
      await manager.query(
        `INSERT INTO member_cart_line (member_id, product_id, qty, added_at)
         SELECT $1, line.product_id, line.qty, clock_timestamp()
           FROM unnest($2::bigint[], $3::int[]) WITH ORDINALITY AS line(product_id, qty, n)
          ORDER BY line.n
         ON CONFLICT (member_id, product_id) DO UPDATE SET qty = EXCLUDED.qty`,
        [memberId, lines.map((line) => line.productId), lines.map((line) => line.qty)],
      );
  }

  async remove(manager: EntityManager, memberId: string, productId: string): Promise<void> {
    await manager.query(`DELETE FROM member_cart_line WHERE member_id = $1 AND product_id = $2`, [
      memberId,
      productId,
    ]);
  }

  async clear(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query(`DELETE FROM member_cart_line WHERE member_id = $1`, [memberId]);
  }
}
