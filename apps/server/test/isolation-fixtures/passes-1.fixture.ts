// A healthy file after the hung one (hangs.fixture.ts): it clones the template, starts the app,
// reads and writes its database and closes.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});

afterAll(async () => {
  await server.close();
});

it('answers and reaches its database', async () => {
  expect((await server.request('/healthz')).status).toBe(200);
  const [row] = await sql<{ n: string }>(server, 'SELECT count(*) AS n FROM member');
  expect(Number(row?.n)).toBeGreaterThanOrEqual(0);
});
