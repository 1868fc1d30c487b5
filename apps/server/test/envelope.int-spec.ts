import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorMessage } from '@lottery/contracts';
import pg from 'pg';
import { contentSecurityPolicy } from '../src/common/http/security-headers.js';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ErrorBody {
  code: number;
  msg: string;
  result: { period: null; requestId: string; fields?: Record<string, string> };
}

describe('errors, headers and the API document', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('an unknown route is a 404 envelope, for GET and POST', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await server.request('/no/such/thing', {
        method,
        headers: { locale: 'en' },
      });
      expect(response.status).toBe(404);
      const body = (await response.json()) as ErrorBody;
      expect(body).toMatchObject({ code: 404, msg: errorMessage(404, 'en') });
      expect(body.result.requestId).toBe(response.headers.get('x-request-id'));
    }
  });

  it('a malformed JSON body is a 400 envelope', async () => {
    const response = await server.request('/getWebSetting', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, result: { period: null } });
  });

  it('a body over the limit is a 413 envelope', async () => {
    const response = await server.request('/getWebSetting', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413 });
  });

  it('every response carries the security headers, and API answers are never cached', async () => {
    for (const path of ['/getWebSetting', '/no/such/thing', '/healthz']) {
      const response = await server.request(path);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('keeps a sane incoming request id and replaces a suspicious one', async () => {
    const kept = await server.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await server.request('/healthz', {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document outside production', async () => {
    const response = await server.request('/api/docs-json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/getWebSetting', '/api/customer/user/contactUs']),
    );
  });

  // Last: it breaks the database schema under the running app.
  it('a failing statement is a 500 with a request id and no internals', async () => {
    const db = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
    await db.connect();
    await db.query('DROP TABLE site_setting');
    await db.end();

    const response = await server.request('/getWebSetting', { headers: { locale: 'en' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = JSON.parse(text) as ErrorBody;
    expect(body).toMatchObject({
      code: 500,
      msg: errorMessage(500, 'en'),
      result: { period: null },
    });
    expect(body.result.requestId).toBe(response.headers.get('x-request-id'));
    expect(text).not.toMatch(/site_setting|stack|at \w+ \(/);
  });
});

describe('the API document in production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ nodeEnv: 'production' });
  });
  afterAll(() => server.close());

  it('is not served', async () => {
    const response = await server.request('/api/docs-json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});
