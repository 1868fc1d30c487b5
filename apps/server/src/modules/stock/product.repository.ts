import { Injectable } from '@nestjs/common';
import { searchTotalCap } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../common/db/prepared.js';
import { countOf, safeInteger } from '../../common/db/columns.js';
import type { PageOf } from '../../common/db/page-of.js';
import type { Product } from './entities/product.entity.js';

/** A product as the shop lists it: price in cents, sheets left, photo and shelf tags. */
export type ListedProduct = Pick<Product, 'id' | 'number' | 'price' | 'remaining' | 'photo' | 'op'>;

export interface ProductFilter {
  first3?: string;
  last3?: string;
  last2?: string;
  number?: string;
  /** A shelf tag, matched against `op`. */
  tag?: string;
}

/** Rows as plain SQL answers them: bigints as text. */
interface ProductRow extends Omit<ListedProduct, 'price'> {
  price: string;
}

const listed = (row: ProductRow): ListedProduct => ({ ...row, price: safeInteger(row.price) });

/**
 * The one definition of a draw on sale: `ONGO` and before its close-sell time (sales close by
 * themselves then, whether or not the auto-close job has written it down yet).
 */
const onSale = (draw: string) => `${draw}.status = 'ONGO' AND ${draw}.close_sell_at > now()`;

/** The shop's draw on sale now, as a subquery on $1. */
const openDraw = `(SELECT g.id FROM game_event g WHERE g.agent_id = $1 AND ${onSale('g')})`;

/**
 * The photo a card shows: a sheet of the number still in stock, an uploaded photo before a drawn
 * one (the product's own is the first of its upload, which may have sold), by the `sheet_unsold`
 * index; the product's photo once none is left.
 */
const stockPhoto = `coalesce((SELECT s.photo FROM sheet s
   WHERE s.product_id = p.id AND s.sold_to IS NULL AND s.photo IS NOT NULL
   ORDER BY s.photo LIKE '/uploads/%' DESC, s.id LIMIT 1), p.photo)`;

const productColumns = `p.id::text AS id, p.number, p.price::text AS price, p.remaining, ${stockPhoto} AS photo, p.op`;

/** Numbers were cut hot: the most pinned and best selling products listed. */
const HOT_MAX = 100;

/**
 * The public reads of the stock: plain SQL, because these are the shop's busiest calls (see the
 * docs/performance.md) and each is one round trip served by a partial index.
 */
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
  ): Promise<PageOf<ListedProduct>> {
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
    const condition = where.join(' AND ');
    // The page's size and start are written into the statement, not passed as parameters: with
    // `LIMIT $n OFFSET $m` PostgreSQL prices the prepared statement's reusable plan as if half the
    // matches were read, and so plans every execution again (0.3 ms of its 0.75). Written in,
    // the statement of a first page is planned once per connection; deeper pages, each a text of
    // its own, are planned each time rather than each kept on every connection.
    const sql = `WITH page AS (
         SELECT ${productColumns} FROM product p WHERE ${condition}
          ORDER BY p.number, p.price LIMIT ${safeInteger(limit)} OFFSET ${safeInteger(offset)})
       SELECT (SELECT count(*) FROM (
                 SELECT 1 FROM product p WHERE ${condition} LIMIT ${searchTotalCap}) capped) AS total,
              (SELECT coalesce(json_agg(page), '[]') FROM page) AS items`;
    const rows: Array<{ total: string; items: ProductRow[] }> =
      offset === 0 ? await preparedQuery(manager, sql, params) : await manager.query(sql, params);
    return { rows: rows[0]!.items.map(listed), total: countOf(rows[0]) };
  }

  /**
   * One random in-stock product of the open draw: the first one at or after a random number
   * (wrapping round), found through the in-stock index instead of sorting the stock randomly.
   * Numbers after a wide gap are a little likelier; for a lucky pick that is fine.
   */
  async random(manager: EntityManager, agentId: string): Promise<ListedProduct | undefined> {
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
    return rows[0] && listed(rows[0]);
  }

  /**
   * Pinned numbers first (in pin order: the shelf module's `hot_pin`), then the best sellers; in
   * stock, open draw, at most 100.
   */
  async hot(
    manager: EntityManager,
    agentId: string,
    limit: number,
    offset: number,
  ): Promise<PageOf<ListedProduct>> {
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
    return { rows: rows[0]!.items.map(listed), total: countOf(rows[0]) };
  }

  /** Price and stock of the given products of this shop; `onSale` false when not on sale now. */
  async byIds(
    manager: EntityManager,
    agentId: string,
    ids: string[],
  ): Promise<(ListedProduct & { onSale: boolean })[]> {
    const rows: (ProductRow & { on_sale: boolean })[] = await manager.query(
      `SELECT ${productColumns}, (${onSale('g')}) AS on_sale
         FROM product p JOIN game_event g ON g.id = p.game_event_id
        WHERE p.id = ANY($2::bigint[]) AND g.agent_id = $1`,
      [agentId, ids],
    );
    return rows.map(({ on_sale, ...row }) => ({ ...listed(row), onSale: on_sale }));
  }
}
