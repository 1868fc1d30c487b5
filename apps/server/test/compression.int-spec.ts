import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPRESS_THRESHOLD } from '../src/common/http/compression.js';
import { insertDraw, realDraws, resultsOf, withDb } from './draw-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// fetch decompresses the body itself but leaves the content-encoding header to look at.
describe('compressed answers', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
    // A published draw: its results (every prize number) are a few KB of JSON.
    const draw = realDraws[0]!;
    await withDb(server.databaseName, (db) =>
      insertDraw(db, {
        drawDate: draw.date,
        status: 'CLOSE',
        closeInMs: -3_600_000,
        results: resultsOf(draw),
      }),
    );
  });
  const results = (headers: Record<string, string>) =>
    server.request('/resultLotto', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
  afterAll(() => server.close());

  it('a JSON answer above the threshold is compressed, brotli first, and stays the envelope', async () => {
    const raw = await results({ 'accept-encoding': 'identity' });
    expect(raw.headers.get('content-encoding')).toBeNull();
    const plain = await raw.text();
    expect(JSON.parse(plain)).toMatchObject({
      code: 0,
      result: { period: { prizes: expect.any(Array) } },
    });
    expect(plain.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    for (const [accept, encoding] of <[string, string][]>[
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await results({ 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      // The envelope's headers are kept (request id, no-store) and the body is the same JSON.
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(await response.text()).toBe(plain);
    }
  });

  it('a small answer and an error envelope go uncompressed', async () => {
    const notFound = await server.request('/no/such/thing', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-encoding')).toBeNull();
    expect(await notFound.json()).toMatchObject({ code: 404 });
  });

  it('a compressed request body is not unpacked (uploads and JSON arrive as sent)', async () => {
    const response = await server.request('/getWebSetting', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: '{}',
    });
    // Read as plain JSON, as before the compression plugin.
    expect(response.status).toBe(200);
  });
});
