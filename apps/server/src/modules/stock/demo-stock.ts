import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The demo shop's stock (DEMO_SEED, at a first start): `numbers` products of the draw with their
 * sheets, some sold, a few sold out, in bulk. Here because stock is the only writer of products
 * and sheets (src/db/table-owners.spec.ts); the demo module asks for it.
 */
@Injectable()
export class DemoStock {
  async load(manager: EntityManager, drawId: string, numbers: number): Promise<void> {
    // Distinct numbers spread over the whole range (7919 is coprime with 1,000,000). Sets of 5
    // and pairs get their tag; some numbers have sold a few sheets, a few are sold out.
    await manager.query(
      `INSERT INTO product (game_event_id, number, price, remaining, total, sold, photo, op)
       SELECT $1, number, price, total - sold, total, sold,
              '/ticket-photo/' || number || '-1.svg', op
         FROM (
           SELECT lpad(((i * 7919 + 12345) % 1000000)::text, 6, '0') AS number,
                  total, price, op,
                  CASE WHEN i % 97 = 0 THEN total
                       WHEN i % 6 = 0 THEN least(total - 1, 1 + (i * 31) % 4)
                       ELSE 0 END AS sold
             FROM (
               SELECT i,
                      CASE WHEN i % 10 < 2 THEN 5 WHEN i % 10 < 5 THEN 2 ELSE 1 + (i * 7) % 13 END AS total,
                      CASE WHEN i % 10 BETWEEN 2 AND 4 THEN 400 ELSE 350 END AS price,
                      array_remove(ARRAY[
                        CASE WHEN i % 10 < 2 THEN 'set5' END,
                        CASE WHEN i % 10 BETWEEN 2 AND 4 THEN 'pair' END,
                        CASE WHEN i % 7 = 0 THEN 'lucky' END], NULL) AS op
                 FROM generate_series(1, $2::int) AS i) AS shaped) AS product_rows`,
      [drawId, numbers],
    );
    await manager.query(
      `INSERT INTO sheet (product_id, game_event_id, number, set_no, photo, sold_to, sold_at)
       SELECT p.id, p.game_event_id, p.number, s,
              '/ticket-photo/' || p.number || '-' || s || '.svg',
              CASE WHEN s <= p.sold THEN 'demo' END, CASE WHEN s <= p.sold THEN now() END
         FROM product p CROSS JOIN LATERAL generate_series(1, p.total) AS s
        WHERE p.game_event_id = $1`,
      [drawId],
    );
  }
}
