import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { countOf } from './columns.js';

/** Which page of a list: `page` from 1, `limit` rows each. */
export interface Paging {
  page: number;
  limit: number;
}

/** One page of a list and how many rows the whole list has, as every list screen shows both. */
export interface PageOf<Row> {
  rows: Row[];
  total: number;
}

/** A page of entities: the query's rows for this page and the count of all its rows. */
export async function pageOf<Entity extends ObjectLiteral>(
  query: SelectQueryBuilder<Entity>,
  paging: Paging,
): Promise<PageOf<Entity>> {
  // One after the other, never at once: on a transaction's manager both would go to one busy
  // connection (node-postgres deprecates that: "client.query() while already executing", and
  // pg 9 refuses it); on the pool, at once would hold two of its few connections.
  const rows = await query
    .clone()
    .skip((paging.page - 1) * paging.limit)
    .take(paging.limit)
    .getMany();
  const total = await query.clone().getCount();
  return { rows, total };
}

/**
 * The same for a plain-SQL projection (joins a query builder would make slower or unclear).
 * `from` and `where` are the caller's own SQL text (never input); `params` are its `$1..$n`, and
 * the page's LIMIT and OFFSET come after them.
 */
export async function pageOfSql<Row>(
  manager: EntityManager,
  query: { select: string; from: string; where: string; orderBy: string; params: unknown[] },
  paging: Paging,
): Promise<PageOf<Row>> {
  const { select, from, where, orderBy, params } = query;
  // One after the other, as pageOf.
  const rows: Row[] = await manager.query(
    `SELECT ${select} ${from} WHERE ${where} ORDER BY ${orderBy}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.limit, (paging.page - 1) * paging.limit],
  );
  const counted: Array<{ total: string }> = await manager.query(
    `SELECT count(*) AS total ${from} WHERE ${where}`,
    params,
  );
  return { rows, total: countOf(counted[0]) };
}
