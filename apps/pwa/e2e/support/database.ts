import pg from 'pg';

/** DATABASE_URL names the PostgreSQL server; the end-to-end run makes its own database there. */
function serverUrl(): URL {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required for the end-to-end tests (npm test sets it)');
  return new URL(url);
}

export function databaseUrl(database: string): string {
  const url = serverUrl();
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  await query(serverUrl().toString(), sql);
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The end-to-end server's own database (set by global-setup). */
export function e2eQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the Playwright config');
  return query<T>(url, sql, params);
}
