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
  const client = new pg.Client({ connectionString: serverUrl() });
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
 * Creates and migrates this run's template once, whichever test file gets here first: an
 * advisory lock makes the other workers wait instead of racing.
 */
async function ensureTemplate(name: string): Promise<void> {
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
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
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

export async function cloneTemplate(): Promise<string> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is unset: is jest's globalSetup configured?`);
  await ensureTemplate(template);
  const name = uniqueName('lottery_test');
  await withAdmin((admin) =>
    admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(template)}`,
    ),
  );
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

/** Ends every PostgreSQL session on database `name` (a hung app's pool, a test's own client). */
export async function endSessions(name: string): Promise<void> {
  await withAdmin((admin) =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    ),
  );
}
