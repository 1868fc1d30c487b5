import type { EntityManager } from 'typeorm';

/** Which page of a list: `page` from 1, `limit` rows each. */
export interface Paging {
  page: number;
  limit: number;
}

/**
 * One page of a list and how many rows the whole list has, as every list screen shows both.
 * `from` and `where` are the caller's own SQL text (never input); `params` are its `$1..$n`, and
 * the page's LIMIT and OFFSET come after them.
 */
export async function pageOf<Row>(
  manager: EntityManager,
  query: { select: string; from: string; where: string; orderBy: string; params: unknown[] },
  paging: Paging,
): Promise<{ rows: Row[]; total: number }> {
  const { select, from, where, orderBy, params } = query;
  const [rows, counted]: [Row[], Array<{ total: string }>] = await Promise.all([
    manager.query(
      `SELECT ${select} ${from} WHERE ${where} ORDER BY ${orderBy}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, paging.limit, (paging.page - 1) * paging.limit],
    ),
    manager.query(`SELECT count(*) AS total ${from} WHERE ${where}`, params),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
