import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropDatabase } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('health probes', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('healthz answers plain ok without the envelope', async () => {
    const response = await server.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('readyz is ready while the database answers', async () => {
    const response = await server.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: 0,
      result: { period: { database: 'ok', readReplica: { state: 'off', lagMs: null } } },
    });
  });

  // Last: it removes the database under the running app.
  it('readyz answers 503 once the database is gone, while healthz stays up', async () => {
    await dropDatabase(server.databaseName);

    const ready = await server.request('/readyz', { headers: { locale: 'en' } });
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { code: number; msg: string; result: object };
    expect(body).toMatchObject({ code: 503, result: { period: null } });
    expect(body.msg).not.toBe('');

    const health = await server.request('/healthz');
    expect(health.status).toBe(200);
  });
});
