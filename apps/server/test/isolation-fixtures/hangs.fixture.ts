// A test file gone wrong in every way issue 29 saw, on purpose: its setup never finishes, it
// holds a lock in an open transaction on a pool of many connections, it sits on the template
// database (which stops every later clone), and its afterAll never finishes either. The files
// after it must pass anyway (test/test-isolation.int-spec.ts).
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { databaseUrl, TEMPLATE_ENV } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const hookLimitMs = 1_000;
const never = () => new Promise<void>(() => {});

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
  const pool = new pg.Pool({ connectionString: databaseUrl(server.databaseName), max: 20 });
  const clients = await Promise.all(Array.from({ length: 20 }, () => pool.connect()));
  await clients[0]!.query('BEGIN');
  await clients[0]!.query('LOCK TABLE member IN ACCESS EXCLUSIVE MODE');
  // Waits on that lock for good: a query in flight when the file ends.
  void clients[1]!.query('SELECT count(*) FROM member').catch(() => {});
  const onTemplate = new pg.Client({ connectionString: databaseUrl(process.env[TEMPLATE_ENV]!) });
  await onTemplate.connect();
  console.log('hangs.fixture: holding a lock, 20 pool connections and a template session');
});

beforeAll(never, hookLimitMs);

afterAll(never, hookLimitMs);

it('never gets to run', () => {
  expect(server).toBeDefined();
});
