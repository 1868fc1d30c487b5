import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { EntityManager } from 'typeorm';

const names = new Map<string, string>();

/** A statement's name: the same text always gets the same name on every connection. */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}

/** The pool behind a manager that is not in a transaction (TypeORM's postgres driver `master`). */
function poolOf(manager: EntityManager): Pool | undefined {
  if (manager.queryRunner) return undefined;
  const driver = (manager as Partial<EntityManager>).dataSource?.driver as
    { master?: Pool } | undefined;
  return driver?.master;
}

/**
 * Runs a hot read as a named prepared statement. TypeORM sends every query unnamed, so
 * PostgreSQL plans it again each time; for the search over a million products planning took
 * longer than running (docs/performance.md, "Search: where the time goes"). Each pool connection prepares the statement on first use
 * (node-postgres keeps the names per connection). Inside a transaction, or without a pool (a
 * test's stand-in manager), it runs through the manager as usual.
 */
export async function preparedQuery<T>(
  manager: EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const pool = poolOf(manager);
  if (!pool) return manager.query(sql, params);
  const result = await pool.query({ name: nameOf(sql), text: sql, values: params });
  return result.rows as T[];
}
