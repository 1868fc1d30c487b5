import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, errorStatus, type ProductItem } from '@lottery/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { insertDraw, insertProduct, withDb } from './draw-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Listing {
  code: number;
  msg: string;
  result: { period: { items: ProductItem[]; total: number } | null };
}

/** A shop whose open draw has 123442 (3 sheets left, 5 sold) and 555542 (2 left). */
async function openShop(server: TestApp): Promise<void> {
  await withDb(server.databaseName, async (db) => {
    const draw = await insertDraw(db, {
      drawDate: '2030-03-01',
      status: 'ONGO',
      closeInMs: 86400_000,
    });
    await insertProduct(db, draw, { number: '123442', priceCents: 350, remaining: 3, sold: 5 });
    await insertProduct(db, draw, { number: '555542', priceCents: 350, remaining: 2 });
  });
}

async function sellOut(server: TestApp, number: string): Promise<void> {
  await withDb(server.databaseName, (db) =>
    db.query(`UPDATE product SET remaining = 0, sold = sold + 3 WHERE number = $1`, [number]),
  );
}

async function ask(
  server: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ response: Response; listing: Listing }> {
  const response = await server.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, listing: (await response.json()) as Listing };
}

const numbers = (listing: Listing) => listing.result.period?.items.map((item) => item.number);

describe('public listings asked again get the kept answer (PUBLIC_ANSWER_CACHE_MS)', () => {
  let server: TestApp;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    // Long enough that nothing here expires by accident on a slow machine.
    server = await startTestApp(
      { publicAnswerCacheMs: 60_000 },
      { logTo: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    await openShop(server);
  });
  afterAll(() => server.close());

  it('the same search asked again is answered from memory: a number sold meanwhile still shows', async () => {
    const first = await ask(server, '/searchProduct', { last2: '42' });
    expect(numbers(first.listing)).toEqual(['123442', '555542']);
    await sellOut(server, '555542');

    const again = await ask(server, '/searchProduct', { last2: '42' });
    expect(again.listing).toEqual(first.listing);
    expect(again.response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // The security headers are still each request's own.
    expect(again.response.headers.get('x-request-id')).not.toBe(
      first.response.headers.get('x-request-id'),
    );
    const logged = logLines.find(
      (line) =>
        line.msg === 'request' && line.requestId === again.response.headers.get('x-request-id'),
    );
    expect(logged).toMatchObject({ status: 200, fromMemory: true });

    // Any other question is asked afresh: another page size, language or field.
    const otherPage = await ask(server, '/searchProduct', { last2: '42', limit: 10 });
    expect(numbers(otherPage.listing)).toEqual(['123442']);
    const english = await ask(server, '/searchProduct', { last2: '42' }, { locale: 'en' });
    expect(english.listing.msg).toBe('Success');
    expect(numbers(english.listing)).toEqual(['123442']);
    expect(numbers((await ask(server, '/searchProduct', { number: '555542' })).listing)).toEqual(
      [],
    );
  });

  it('hot numbers are kept the same way', async () => {
    const first = await ask(server, '/getHotProduct', { page: 1, limit: 10 });
    expect(numbers(first.listing)).toContain('123442');
    await sellOut(server, '123442');
    expect((await ask(server, '/getHotProduct', { page: 1, limit: 10 })).listing).toEqual(
      first.listing,
    );
  });

  it('an error is never kept: the same question is answered afresh once it can be', async () => {
    const unknownShop = await ask(server, '/searchProduct', { last2: '42' }, { agentId: 'later' });
    expect(unknownShop.listing.code).toBe(ErrorCode.AgentNotFound);
    expect(unknownShop.response.status).toBe(errorStatus(ErrorCode.AgentNotFound));
    await withDb(server.databaseName, (db) =>
      db.query(`INSERT INTO agent (id, name) VALUES ('later', 'Later')`),
    );
    const known = await ask(server, '/searchProduct', { last2: '42' }, { agentId: 'later' });
    expect(known.listing).toMatchObject({ code: 0, result: { period: { items: [], total: 0 } } });

    const bad = await ask(server, '/searchProduct', { last2: '4x' });
    expect(bad.listing.code).toBe(ErrorCode.InvalidFormat);
    expect((await ask(server, '/searchProduct', { last2: '4x' })).listing.code).toBe(
      ErrorCode.InvalidFormat,
    );
  });

  it('a kept answer is compressed for a client that accepts it, like any other', async () => {
    await withDb(server.databaseName, (db) =>
      db.query(
        `INSERT INTO product (game_event_id, number, price, remaining, total)
         SELECT (SELECT id FROM game_event WHERE agent_id = 'default' AND status = 'ONGO'),
                lpad((i * 100 + 17)::text, 6, '0'), 350, 1, 1
           FROM generate_series(1, 60) i`,
      ),
    );
    const body = { last2: '17', limit: 50 };
    const first = await ask(server, '/searchProduct', body, { 'accept-encoding': 'br' });
    expect(first.response.headers.get('content-encoding')).toBe('br');
    await sellOut(server, '000117');
    // What is kept is the JSON itself, not the first client's compressed bytes.
    const raw = await ask(server, '/searchProduct', body, { 'accept-encoding': 'identity' });
    expect(raw.response.headers.get('content-encoding')).toBeNull();
    expect(raw.listing).toEqual(first.listing);
    const kept = await ask(server, '/searchProduct', body, { 'accept-encoding': 'gzip' });
    expect(kept.response.headers.get('content-encoding')).toBe('gzip');
    expect(kept.listing.result.period?.items).toHaveLength(50);
  });
});

describe('kept answers expire', () => {
  const keepMs = 2000;
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ publicAnswerCacheMs: keepMs });
    await openShop(server);
  });
  afterAll(() => server.close());

  it('after PUBLIC_ANSWER_CACHE_MS the same search sees the sale', async () => {
    const asked = Date.now();
    expect(numbers((await ask(server, '/searchProduct', { last2: '42' })).listing)).toEqual([
      '123442',
      '555542',
    ]);
    await sellOut(server, '555542');
    expect(numbers((await ask(server, '/searchProduct', { last2: '42' })).listing)).toEqual([
      '123442',
      '555542',
    ]);
    await sleep(asked + keepMs + 100 - Date.now());
    expect(numbers((await ask(server, '/searchProduct', { last2: '42' })).listing)).toEqual([
      '123442',
    ]);
  });
});
