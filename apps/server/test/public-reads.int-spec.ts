import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { ok, registerMember, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { HEARTBEAT_MS } from '../src/modules/draw/draw-events.controller.js';
import { ADMIN_PASSWORD, ADMIN_PHONE } from './admin-http-support.js';
import { insertDraw, insertProduct, realDraws, resultsOf, withDb } from './draw-fixtures.js';

// Issue 31: the public reads as cacheable GETs beside the spec's POSTs, and publications pushed
// to open pages through any server process. Two apps on one database, as two replicas are.
describe('public reads as cacheable GETs, and results pushed', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: string;
  let oldDrawId = '';
  let closedDrawId = '';
  const oldDraw = realDraws[1]!;
  const winning = oldDraw.prizes.first!.numbers[0]!;

  beforeAll(async () => {
    const admins = { adminPhone: ADMIN_PHONE, adminPassword: ADMIN_PASSWORD };
    one = await startTestApp(admins);
    // The second keeps what results and check-ticket are computed from, as a server does
    // on draw day (PUBLIC_ANSWER_CACHE_MS), far longer than the test: only hearing the
    // publication can make it show the new results.
    two = await startTestApp(
      { ...admins, publicAnswerCacheMs: 600_000 },
      {
        databaseName: one.databaseName,
        keepDatabase: true,
        // Heartbeats at once rather than every 20 s, so the test sees them.
        override: (builder) => builder.overrideProvider(HEARTBEAT_MS).useValue(50),
      },
    );
    await withDb(one.databaseName, async (db) => {
      oldDrawId = await insertDraw(db, {
        drawDate: '2026-11-01',
        status: 'CLOSE',
        closeInMs: -30 * 86400_000,
        results: resultsOf(oldDraw),
      });
      closedDrawId = await insertDraw(db, {
        drawDate: '2026-11-16',
        status: 'CLOSE',
        closeInMs: -3600_000,
      });
      const open = await insertDraw(db, {
        drawDate: '2026-12-01',
        status: 'ONGO',
        closeInMs: 5 * 86400_000,
      });
      for (const number of ['123456', '654356', '111156'])
        await insertProduct(db, open, { number, priceCents: 350, remaining: 3, sold: 1 });
    });
    ({ token: admin } = await ok(one, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  const get = (server: TestApp, path: string, headers: Record<string, string> = {}) =>
    server.request(path, { headers: { locale: 'en', ...headers } });
  const post = (server: TestApp, path: string, body: unknown, headers = {}) =>
    server.request(path, {
      method: 'POST',
      headers: { locale: 'en', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  /** The envelope without the request id an error carries. */
  const envelope = async (response: Response) => {
    const { code, msg, result } = (await response.json()) as {
      code: number;
      msg: string;
      result: { period?: unknown; fields?: unknown };
    };
    return { status: response.status, code, msg, period: result.period, fields: result.fields };
  };

  /** Each GET beside the call it stands for: [GET path, spec path, spec method, spec body]. */
  const pairs = (): [string, string, 'GET' | 'POST', unknown][] => [
    ['/api/public/home', '/getHome', 'POST', {}],
    ['/api/public/draws?page=1&limit=2', '/getGameEvent', 'POST', { page: 1, limit: 2 }],
    ['/api/public/results', '/resultLotto', 'POST', {}],
    [
      `/api/public/results?gameEventId=${oldDrawId}`,
      '/resultLotto',
      'POST',
      { gameEventId: oldDrawId },
    ],
    ['/api/public/results?date=2026-11-01', '/resultLotto', 'POST', { date: '2026-11-01' }],
    ['/api/public/hot?page=1&limit=5', '/getHotProduct', 'POST', { page: 1, limit: 5 }],
    ['/api/public/search?last2=56&limit=2', '/searchProduct', 'POST', { last2: '56', limit: 2 }],
    [
      `/api/public/check-ticket?number=${winning}&date=2026-11-01`,
      '/checkLottoPrizes',
      'POST',
      { number: winning, date: '2026-11-01' },
    ],
    ['/api/public/shelves', '/getProductGroup', 'POST', {}],
    ['/api/public/prizes', '/revardValue', 'GET', undefined],
  ];

  it('each GET answers what its spec call answers', async () => {
    for (const [path, specPath, method, body] of pairs()) {
      const read = await envelope(await get(one, path));
      const spec = await envelope(
        method === 'GET' ? await get(one, specPath) : await post(one, specPath, body),
      );
      expect({ path, ...read }).toEqual({ path, ...spec });
      expect({ path, code: read.code }).toEqual({ path, code: 0 });
    }
    // Real content, not two empty answers: the search found its numbers, the check its prize.
    const search = await envelope(await get(one, '/api/public/search?last2=56'));
    expect(
      (search.period as { items: { number: string }[] }).items.map((p) => p.number).sort(),
    ).toEqual(['111156', '123456', '654356']);
    const check = await envelope(await get(one, `/api/public/check-ticket?number=${winning}`));
    expect(check.period).toMatchObject({ gameEventId: oldDrawId, wins: [{ kind: 'first' }] });
  });

  it('each GET is cacheable: a weak ETag, public Cache-Control, and 304 when it still matches', async () => {
    const member = await registerMember(one);
    for (const [path] of pairs()) {
      const first = await get(one, path);
      const etag = first.headers.get('etag');
      expect({ path, etag }).toEqual({ path, etag: expect.stringMatching(/^W\/".+"$/) });
      expect({ path, cache: first.headers.get('cache-control') }).toEqual({
        path,
        cache: expect.stringMatching(/^public, max-age=\d+, stale-while-revalidate=\d+$/),
      });
      // The tag is the answer's, not the process's: the other replica gives the same one.
      expect((await get(two, path)).headers.get('etag')).toBe(etag);
      // Nothing in it is the caller's: a signed-in member gets the very same answer.
      expect({
        path,
        etag: (await get(one, path, { authorization: member.token })).headers.get('etag'),
      }).toEqual({ path, etag });

      const again = await get(one, path, { 'if-none-match': etag! });
      expect({ path, status: again.status, body: await again.text() }).toEqual({
        path,
        status: 304,
        body: '',
      });
      expect(again.headers.get('etag')).toBe(etag);
      const other = await get(one, path, { 'if-none-match': 'W/"something-else"' });
      expect({ path, status: other.status }).toEqual({ path, status: 200 });
    }
  });

  it('the language in the URL is the cache key; without it the answer varies by header and cookie', async () => {
    const inUrl = await get(one, '/api/public/home?locale=th', { locale: 'en' });
    expect((await envelope(inUrl)).msg).toMatch(/[\u0E00-\u0E7F]/);
    expect(inUrl.headers.get('vary')).toMatch(/^agentId\b/);
    expect(inUrl.headers.get('vary')).not.toMatch(/Cookie|Accept-Language/);

    const byHeader = await get(one, '/api/public/home', { locale: 'km' });
    expect((await envelope(byHeader)).msg).toMatch(/[\u1780-\u17FF]/);
    expect(byHeader.headers.get('vary')).toMatch(/agentId, locale, Cookie, Accept-Language/);
    // Different languages, different bytes, different tags.
    expect(byHeader.headers.get('etag')).not.toBe(inUrl.headers.get('etag'));
  });

  it("bad input gets the spec call's code, in the caller's language, and is never cached", async () => {
    const bad: [string, string, unknown][] = [
      ['/api/public/check-ticket?number=12345', '/checkLottoPrizes', { number: '12345' }],
      ['/api/public/check-ticket', '/checkLottoPrizes', {}],
      ['/api/public/results?gameEventId=abc', '/resultLotto', { gameEventId: 'abc' }],
      ['/api/public/results?gameEventId=999999', '/resultLotto', { gameEventId: '999999' }],
      ['/api/public/results?date=2026-02-30', '/resultLotto', { date: '2026-02-30' }],
      [
        `/api/public/results?gameEventId=${closedDrawId}`,
        '/resultLotto',
        { gameEventId: closedDrawId },
      ],
      ['/api/public/draws?page=two', '/getGameEvent', { page: 'two' }],
      ['/api/public/draws?limit=1000', '/getGameEvent', { limit: 1000 }],
      ['/api/public/search?last2=5', '/searchProduct', { last2: '5' }],
    ];
    for (const [path, specPath, body] of bad) {
      const response = await get(one, path, { locale: 'th' });
      const read = await envelope(response);
      const spec = await envelope(await post(one, specPath, body, { locale: 'th' }));
      expect({ path, ...read }).toEqual({ path, ...spec });
      expect({ path, code: read.code }).not.toEqual({ path, code: 0 });
      expect({ path, msg: read.msg }).toEqual({
        path,
        msg: expect.stringMatching(/[\u0E00-\u0E7F]/),
      });
      expect({ path, cache: response.headers.get('cache-control') }).toEqual({
        path,
        cache: 'no-store',
      });
      expect(response.headers.get('etag')).toBeNull();
    }
    const notPublished = await envelope(
      await get(one, `/api/public/results?gameEventId=${closedDrawId}&locale=km`),
    );
    expect(notPublished).toMatchObject({ code: ErrorCode.CannotGetReward });
    expect(notPublished.msg).toMatch(/[\u1780-\u17FF]/);
  });

  it('a publication through one server reaches a page listening on the other, and changes the tags', async () => {
    const before = {
      results: (await get(two, '/api/public/results')).headers.get('etag')!,
      check: (await get(two, `/api/public/check-ticket?number=${winning}`)).headers.get('etag')!,
      draws: (await get(two, '/api/public/draws')).headers.get('etag')!,
    };
    const page = await openEvents(two);
    const otherPage = await openEvents(two);
    const otherShop = await openEvents(two, 'another-shop');
    expect(page.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(page.response.headers.get('cache-control')).toBe('no-store');
    // One listening session per server process, however many pages are open.
    const listening = await sql(
      one,
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN draw_results'`,
    );
    expect(listening).toEqual([{ n: 2 }]);

    const published = ok(
      one,
      '/api/company/draw/publish',
      { gameEventId: closedDrawId, results: resultsOf(realDraws[0]!) },
      { token: admin },
    );
    expect(await page.next()).toEqual({ agentId: 'default', gameEventId: closedDrawId });
    expect(await otherPage.next()).toEqual({ agentId: 'default', gameEventId: closedDrawId });
    await published;
    // The page then reads the results through the GET; what it held before no longer matches.
    const fresh = await get(two, '/api/public/results', { 'if-none-match': before.results });
    expect(fresh.status).toBe(200);
    expect(((await envelope(fresh)).period as { _id: string })._id).toBe(closedDrawId);
    for (const [path, tag] of [
      [`/api/public/check-ticket?number=${winning}`, before.check],
      ['/api/public/draws', before.draws],
    ] as const) {
      const response = await get(two, path, { 'if-none-match': tag });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('etag')).not.toBe(tag);
    }
    // Another shop's page heard nothing but the greeting.
    expect(otherShop.received()).not.toContain('event: results');
    for (const stream of [page, otherPage, otherShop]) stream.close();
  });

  it('a quiet stream carries heartbeats', async () => {
    const page = await openEvents(two);
    await page.until(': heartbeat');
    page.close();
  });

  it('a failed publication tells no page', async () => {
    const page = await openEvents(two);
    // Still on sale: refused (1012), rolled back, so the NOTIFY in it is never delivered.
    const [open] = await sql(one, `SELECT id::text AS id FROM game_event WHERE status = 'ONGO'`);
    const refused = await one.request('/api/company/draw/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin, locale: 'en' },
      body: JSON.stringify({ gameEventId: open.id, results: resultsOf(realDraws[2]!) }),
    });
    expect((await envelope(refused)).code).toBe(ErrorCode.InvalidStatus);
    // A publication after it arrives first: the refused one was never announced.
    await withDb(one.databaseName, (db) =>
      db.query(`SELECT pg_notify('draw_results', $1)`, [
        JSON.stringify({ agentId: 'default', gameEventId: 'marker' }),
      ]),
    );
    expect(await page.next()).toEqual({ agentId: 'default', gameEventId: 'marker' });
    page.close();
  });

  it('a server whose listening session is cut listens again, and its pages still hear', async () => {
    const page = await openEvents(two);
    const listeners = `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN draw_results'`;
    const before = (await sql<{ pid: number }>(one, listeners)).map((row) => row.pid);
    // Both sessions cut, as a database restart or a network cut would.
    await sql(one, `SELECT pg_terminate_backend(pid) FROM (${listeners}) AS l`);
    for (;;) {
      const now = (await sql<{ pid: number }>(one, listeners)).map((row) => row.pid);
      if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await withDb(one.databaseName, (db) =>
      db.query(`SELECT pg_notify('draw_results', $1)`, [
        JSON.stringify({ agentId: 'default', gameEventId: 'after-the-cut' }),
      ]),
    );
    expect(await page.next()).toEqual({ agentId: 'default', gameEventId: 'after-the-cut' });
    page.close();
  });
});

/** An open page's event stream, read as the browser's EventSource reads it. */
async function openEvents(server: TestApp, agentId?: string) {
  const controller = new AbortController();
  const query = agentId ? `?agentId=${agentId}` : '';
  const response = await fetch(`${server.baseUrl}/api/public/events${query}`, {
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let all = '';
  const read = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream ended');
    buffer += value;
    all += value;
  };
  // Subscribed once the greeting arrives (the server writes it as it subscribes).
  while (!all.includes(': connected')) await read();
  return {
    response,
    received: () => all,
    /** Reads until `text` has arrived. */
    async until(text: string): Promise<void> {
      while (!all.includes(text)) await read();
    },
    /** The data of the next `results` event. */
    async next(): Promise<unknown> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end < 0) {
          await read();
          continue;
        }
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.split('\n').includes('event: results')) continue;
        const data = block.split('\n').find((line) => line.startsWith('data: '))!;
        return JSON.parse(data.slice(6)) as unknown;
      }
    },
    close: () => controller.abort(),
  };
}
