// Test databases: one migrated template per run, one clone of it per test file.
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/db/data-source.js';
import { PgBoss } from 'pg-boss';
import { JOBS_SCHEMA } from '../../src/common/jobs/jobs.js';

/** Named by jest's globalSetup (global-setup.mjs), dropped by its globalTeardown. */
export const TEMPLATE_ENV = 'LOTTERY_TEST_TEMPLATE_DB';

export function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'DATABASE_URL must point at a PostgreSQL server the tests may create databases on',
    );
  }
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  // Bounded: a cleanup that waits forever on a full server would hang the file it cleans for.
  const client = new pg.Client({ connectionString: serverUrl(), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * pg-boss's schema (`pgboss`), as each server creates it at its first start: once in the
 * template, it is not created again (about a second) by every test file's first app.
 */
async function installJobQueue(url: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: url,
    schema: JOBS_SCHEMA,
    max: 1,
    useListenNotify: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: true, close: true });
}

/**
 * Creates and migrates this run's template once, whichever test file gets here first. The caller
 * holds the template's advisory lock, so the other workers wait instead of racing.
 */
async function ensureTemplate(admin: pg.Client, name: string): Promise<void> {
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount) return;
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  const dataSource = new DataSource(
    dataSourceOptions(
      { dbPoolSize: 1, dbConnectTimeoutMs: 5000, dbStatementTimeoutMs: 30_000 },
      databaseUrl(name),
    ),
  );
  try {
    await dataSource.initialize(); // runs the migrations
    await installJobQueue(databaseUrl(name));
  } catch (error) {
    // A half-migrated template would clone into every file: gone, the next file retries.
    await endSessions(name);
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
    throw error;
  } finally {
    // A template must have no connections to be cloned, whatever happened.
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

/**
 * A fresh database for one test file, copied from this run's migrated template. Nothing but the
 * migration above may stay connected to the template, yet a file that died mid-way (or a test
 * that opened a client on it) could: CREATE DATABASE ... TEMPLATE would then fail for every file
 * after it. So, under the template's lock (no migration runs meanwhile), stray sessions on it are
 * ended before each copy.
 */
export async function cloneTemplate(): Promise<string> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is unset: is jest's globalSetup configured?`);
  const name = uniqueName('lottery_test');
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      await ensureTemplate(admin, template);
      await terminateSessions(admin, template);
      await admin.query(
        `CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(template)}`,
      );
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  fileDatabases().add(name);
  return name;
}

/** Drops a test database, ending whatever sessions are still on it (WITH (FORCE)). */
export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`),
  );
  fileDatabases().delete(name);
}

/**
 * The databases this test file cloned and has not dropped yet: the test environment
 * (test-environment.mjs) drops whatever is left when the file ends, however it ended.
 */
function fileDatabases(): Set<string> {
  const global = globalThis as { [FILE_DATABASES]?: Set<string> };
  return (global[FILE_DATABASES] ??= new Set());
}

/** The key test-environment.mjs reads. */
const FILE_DATABASES = '__lotteryFileDatabases';

async function terminateSessions(admin: pg.Client, name: string): Promise<void> {
  await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
}

/** Ends every PostgreSQL session on database `name` (a hung app's pool, a test's own client). */
export async function endSessions(name: string): Promise<void> {
  await withAdmin((admin) => terminateSessions(admin, name));
}
