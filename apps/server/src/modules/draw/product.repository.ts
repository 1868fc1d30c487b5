import { Injectable } from '@nestjs/common';
import { searchTotalCap } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';

export interface ProductRow {
  id: string;
  number: string;
  price: string;
  remaining: number;
  photo: string | null;
  op: string[];
}

export interface ProductFilter {
  first3?: string;
  last3?: string;
  last2?: string;
  number?: string;
  /** A shelf tag, matched against `op`. */
  tag?: string;
}

/** The shop's draw on sale now (`ONGO` and before its close-sell time), as a subquery on $1. */
const openDraw = `(SELECT id FROM game_event
  WHERE agent_id = $1 AND status = 'ONGO' AND close_sell_at > now())`;

const productColumns = `p.id::text AS id, p.number, p.price::text AS price, p.remaining, p.photo, p.op`;

/** Numbers were cut hot: the most pinned and best selling products listed. */
const HOT_MAX = 100;

@Injectable()
export class ProductRepository {
  /**
   * A page of in-stock products of the open draw matching the filter, ordered by number, and how
   * many match (counted up to `searchTotalCap`: an exact count of ~10,000 matches of a last-2
   * search halved the throughput at 1,000,000 products). One round trip; each filter is served
   * by a partial index of in-stock rows.
   */
  async search(
    manager: EntityManager,
    agentId: string,
    filter: ProductFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProductRow[]; total: number }> {
    const params: unknown[] = [agentId];
    const where = [`p.game_event_id = ${openDraw}`, 'p.remaining > 0'];
    const add = (sql: string, value: string | undefined) => {
      if (value === undefined) return;
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    add('p.number = ?', filter.number);
    add('left(p.number, 3) = ?', filter.first3);
    add('right(p.number, 3) = ?', filter.last3);
    add('right(p.number, 2) = ?', filter.last2);
    add('p.op @> ARRAY[?]::text[]', filter.tag);
    params.push(limit, offset);
    const condition = where.join(' AND ');
    const rows: { total: string; items: ProductRow[] }[] = await manager.query(
      `WITH page AS (
         SELECT ${productColumns} FROM product p WHERE ${condition}
          ORDER BY p.number, p.price LIMIT $${params.length - 1} OFFSET $${params.length})
       SELECT (SELECT count(*) FROM (
                 SELECT 1 FROM product p WHERE ${condition} LIMIT ${searchTotalCap}) capped) AS total,
              (SELECT coalesce(json_agg(page), '[]') FROM page) AS items`,
      params,
    );
    return { rows: rows[0]!.items, total: Number(rows[0]!.total) };
  }

  /**
   * One random in-stock product of the open draw: the first one at or after a random number
   * (wrapping round), found through the in-stock index instead of sorting the stock randomly.
   * Numbers after a wide gap are a little likelier; for a lucky pick that is fine.
   */
  async random(manager: EntityManager, agentId: string): Promise<ProductRow | undefined> {
    const start = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    const rows: ProductRow[] = await manager.query(
      `(SELECT ${productColumns} FROM product p
         WHERE p.game_event_id = ${openDraw} AND p.remaining > 0 AND p.number >= $2
         ORDER BY p.number LIMIT 1)
       UNION ALL
       (SELECT ${productColumns} FROM product p
         WHERE p.game_event_id = ${openDraw} AND p.remaining > 0
         ORDER BY p.number LIMIT 1)
       LIMIT 1`,
      [agentId, start],
    );
    return rows[0];
  }

  /** Pinned numbers first (in pin order), then the best sellers; in stock, open draw, at most 100. */
  async hot(
    manager: EntityManager,
    agentId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProductRow[]; total: number }> {
    const rows: { total: string; items: ProductRow[] }[] = await manager.query(
      `WITH pinned AS (
         SELECT ${productColumns}, 0 AS part, h.sort AS rank, p.number AS tie
           FROM hot_pin h JOIN product p ON p.number = h.number
          WHERE h.agent_id = $1 AND p.game_event_id = ${openDraw} AND p.remaining > 0),
       sellers AS (
         SELECT ${productColumns}, 1 AS part, -p.sold AS rank, p.number AS tie
           FROM product p
          WHERE p.game_event_id = ${openDraw} AND p.remaining > 0
            AND p.id NOT IN (SELECT id::bigint FROM pinned)
          ORDER BY p.sold DESC, p.number LIMIT ${HOT_MAX}),
       hot AS (
         SELECT * FROM (SELECT * FROM pinned UNION ALL SELECT * FROM sellers) h
          ORDER BY part, rank, tie LIMIT ${HOT_MAX}),
       page AS (
         SELECT id, number, price, remaining, photo, op FROM hot
          ORDER BY part, rank, tie LIMIT $2 OFFSET $3)
       SELECT (SELECT count(*) FROM hot) AS total,
              (SELECT coalesce(json_agg(page), '[]') FROM page) AS items`,
      [agentId, limit, offset],
    );
    return { rows: rows[0]!.items, total: Number(rows[0]!.total) };
  }

  /** Price and stock of the given products of this shop; `open` false when not on sale now. */
  async byIds(
    manager: EntityManager,
    agentId: string,
    ids: string[],
  ): Promise<(ProductRow & { open: boolean })[]> {
    return manager.query(
      `SELECT ${productColumns}, (g.status = 'ONGO' AND g.close_sell_at > now()) AS open
         FROM product p JOIN game_event g ON g.id = p.game_event_id
        WHERE p.id = ANY($2::bigint[]) AND g.agent_id = $1`,
      [agentId, ids],
    );
  }
}
