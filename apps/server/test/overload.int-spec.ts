import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('an overloaded database', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ dbStatementTimeoutMs: 300 });
  });
  afterAll(() => server.close());

  it('answers a fast 503 instead of hanging, and recovers when the load is gone', async () => {
    // Another session holds the settings table; our read has to wait for it.
    const blocker = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
    await blocker.connect();
    await blocker.query('BEGIN; LOCK TABLE site_setting IN ACCESS EXCLUSIVE MODE');
    try {
      const started = Date.now();
      const response = await server.request('/getWebSetting', { headers: { locale: 'en' } });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 503, result: { period: null } });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    const again = await server.request('/getWebSetting');
    expect(again.status).toBe(200);
  });
});
