import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorStatus, searchTotalCap, type ErrorCode } from '@lottery/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertDraw, insertProduct, realDraws, resultsOf, withDb } from './draw-fixtures.js';

interface Envelope<T = any> {
  code: number;
  msg: string;
  result: { period: T; fields?: Record<string, string> };
}

describe('draws, stock, search and results (public calls)', () => {
  let server: TestApp;
  const ids: Record<string, string> = {};
  const older = realDraws[22]!; // 2026-04-16
  const latest = realDraws[23]!; // 2026-05-02

  async function call<T = any>(
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Envelope<T> }> {
    const response = await server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  async function expectError(path: string, body: unknown, code: ErrorCode): Promise<void> {
    const { status, body: envelope } = await call(path, body);
    expect({ code: envelope.code, status }).toEqual({ code, status: errorStatus(code) });
    expect(envelope.result.period).toBeNull();
  }

  beforeAll(async () => {
    server = await startTestApp();
    await withDb(server.databaseName, async (db) => {
      await db.query(
        `INSERT INTO agent (id, name) VALUES ('shop2', 'Two'), ('shop3', 'Three'), ('shop4', 'Four')`,
      );
      // A shop with 1,100 numbers ending in 77.
      const shop4Draw = await insertDraw(db, {
        agentId: 'shop4',
        drawDate: '2030-01-16',
        status: 'ONGO',
        closeInMs: 86400_000,
      });
      await db.query(
        `INSERT INTO product (game_event_id, number, price, remaining, total)
         SELECT $1, lpad((i * 100 + 77)::text, 6, '0'), 350, 1, 1 FROM generate_series(1, 1100) i`,
        [shop4Draw],
      );
      ids.older = await insertDraw(db, {
        drawDate: older.date,
        status: 'CLOSE',
        closeInMs: -40 * 86400_000,
        results: resultsOf(older),
      });
      ids.latest = await insertDraw(db, {
        drawDate: latest.date,
        status: 'CLOSE',
        closeInMs: -20 * 86400_000,
        results: resultsOf(latest),
      });
      ids.unpublished = await insertDraw(db, {
        drawDate: '2026-05-16',
        status: 'CLOSE',
        closeInMs: -5 * 86400_000,
      });
      ids.open = await insertDraw(db, {
        drawDate: '2030-01-16',
        status: 'ONGO',
        closeInMs: 3 * 86400_000,
      });
      ids.p123456 = await insertProduct(db, ids.open, {
        number: '123456',
        priceCents: 350,
        remaining: 5,
        op: ['lucky'],
      });
      ids.p123999 = await insertProduct(db, ids.open, {
        number: '123999',
        priceCents: 350,
        remaining: 0,
        sold: 4,
      });
      ids.p999456 = await insertProduct(db, ids.open, {
        number: '999456',
        priceCents: 400,
        remaining: 2,
        sold: 3,
        op: ['pair'],
      });
      ids.p555556 = await insertProduct(db, ids.open, {
        number: '555556',
        priceCents: 350,
        remaining: 1,
        sold: 10,
      });
      ids.p000056 = await insertProduct(db, ids.open, {
        number: '000056',
        priceCents: 350,
        remaining: 3,
      });
      ids.closedProduct = await insertProduct(db, ids.unpublished, {
        number: '111156',
        priceCents: 350,
        remaining: 7,
      });
      const shop2Draw = await insertDraw(db, {
        agentId: 'shop2',
        drawDate: '2030-01-16',
        status: 'ONGO',
        closeInMs: 86400_000,
      });
      ids.shop2Product = await insertProduct(db, shop2Draw, {
        number: '777756',
        priceCents: 500,
        remaining: 9,
      });
      await db.query(
        `INSERT INTO hot_pin (agent_id, number, sort) VALUES ('default', '000056', 1)`,
      );
      await db.query(
        `INSERT INTO product_group (agent_id, tag, name_km, name_th, name_en, sort) VALUES
           ('default', 'pair', 'លេខគូ', 'เลขคู่', 'Pairs', 2),
           ('default', 'lucky', 'លេខសំណាង', 'เลขเด็ด', 'Lucky numbers', 1),
           ('shop2', 'set5', 'ឈុត', 'ชุด', 'Sets', 1)`,
      );
    });
  });
  afterAll(() => server.close());

  describe('/getHome', () => {
    it('gives the draw on sale with its times for the countdown', async () => {
      const { status, body } = await call('/getHome');
      expect(status).toBe(200);
      expect(body.code).toBe(0);
      expect(body.result.period).toEqual({
        _id: ids.open,
        status: 'ONGO',
        roundName: 'Round 2030-01-16',
        drawDate: '2030-01-16',
        openSellAt: expect.any(String),
        closeSellAt: expect.any(String),
        published: false,
        live: null,
      });
      const period = body.result.period as { openSellAt: string; closeSellAt: string };
      expect(Date.parse(period.closeSellAt) - Date.now()).toBeGreaterThan(2 * 86400_000);
    });

    it('each shop sees its own draw; a shop without draws gets null', async () => {
      const shop2 = await call('/getHome', {}, { agentId: 'shop2' });
      expect(shop2.body.result.period._id).not.toBe(ids.open);
      const shop3 = await call('/getHome', {}, { agentId: 'shop3' });
      expect(shop3.body).toMatchObject({ code: 0, result: { period: null } });
    });
  });

  describe('/getGameEvent', () => {
    it('lists the draws newest first, a page at a time, saying which are published', async () => {
      const first = await call('/getGameEvent', { page: 1, limit: 2 });
      expect(first.body.result.period.total).toBe(4);
      expect(
        first.body.result.period.items.map((d: any) => [d._id, d.status, d.published]),
      ).toEqual([
        [ids.open, 'ONGO', false],
        [ids.unpublished, 'CLOSE', false],
      ]);
      const second = await call('/getGameEvent', { page: 2, limit: 2 });
      expect(second.body.result.period.items.map((d: any) => [d.drawDate, d.published])).toEqual([
        [latest.date, true],
        [older.date, true],
      ]);
    });

    it('refuses a limit over 100', async () => {
      await expectError('/getGameEvent', { page: 1, limit: 1000 }, 400);
    });
  });

  describe('/getProductGroup', () => {
    it('lists the shelves of the shop in their order with names in three languages', async () => {
      const { body } = await call('/getProductGroup', { page: 1, limit: 100 });
      expect(body.result.period).toEqual({
        total: 2,
        items: [
          {
            _id: expect.any(String),
            tag: 'lucky',
            names: { km: 'លេខសំណាង', th: 'เลขเด็ด', en: 'Lucky numbers' },
            sort: 1,
          },
          {
            _id: expect.any(String),
            tag: 'pair',
            names: { km: 'លេខគូ', th: 'เลขคู่', en: 'Pairs' },
            sort: 2,
          },
        ],
      });
    });
  });

  describe('/getHotProduct', () => {
    it('lists pinned numbers first, then the best sellers, only in stock', async () => {
      const { body } = await call('/getHotProduct', { page: 1, limit: 10 });
      expect(body.result.period.items.map((p: any) => p.number)).toEqual([
        '000056', // pinned
        '555556', // 10 sold
        '999456', // 3 sold
        '123456',
      ]);
      expect(body.result.period.total).toBe(4);
    });
  });

  describe('/searchProduct', () => {
    const numbers = (body: Envelope) => body.result.period.items.map((p: any) => p.number);

    it('by last 2 digits lists in-stock numbers of the open draw only, by number', async () => {
      const { status, body } = await call('/searchProduct', { last2: '56' });
      expect(status).toBe(200);
      // Not 111156 (a closed draw), not 777756 (another shop).
      expect(numbers(body)).toEqual(['000056', '123456', '555556', '999456']);
      expect(body.result.period.total).toBe(4);
      expect(body.result.period.items[0]).toEqual({
        _id: ids.p000056,
        number: '000056',
        amt: '3.50',
        r: 3,
        pi: '/ticket-photo/000056-1.svg',
        op: [],
      });
      expect(body.result.period.items[3]).toMatchObject({ amt: '4.00', r: 2, op: ['pair'] });
    });

    it('by first 3, last 3 or all 6 digits; sold-out numbers are not listed', async () => {
      expect(numbers((await call('/searchProduct', { first3: '123' })).body)).toEqual(['123456']);
      expect(numbers((await call('/searchProduct', { last3: '456' })).body)).toEqual([
        '123456',
        '999456',
      ]);
      expect(numbers((await call('/searchProduct', { number: '555556' })).body)).toEqual([
        '555556',
      ]);
      expect(numbers((await call('/searchProduct', { number: '123999' })).body)).toEqual([]);
    });

    it('combines fields, ignores empty ones, and pages', async () => {
      expect(
        numbers((await call('/searchProduct', { first3: '999', last2: '56', last3: '' })).body),
      ).toEqual(['999456']);
      const page2 = await call('/searchProduct', { last2: '56', page: 2, limit: 3 });
      expect(numbers(page2.body)).toEqual(['999456']);
      expect(page2.body.result.period.total).toBe(4);
    });

    it('counts matches up to 1,000 and still serves the pages past it', async () => {
      const first = await call('/searchProduct', { last2: '77' }, { agentId: 'shop4' });
      expect(first.body.result.period.total).toBe(searchTotalCap);
      const last = await call(
        '/searchProduct',
        { last2: '77', page: 55, limit: 20 },
        { agentId: 'shop4' },
      );
      expect(numbers(last.body)).toHaveLength(20);
      expect(numbers(last.body).at(-1)).toBe('110077');
    });

    it('refuses a search without a complete field with 5002', async () => {
      await expectError('/searchProduct', {}, 5002);
      await expectError('/searchProduct', { first3: '', last2: '' }, 5002);
      await expectError('/searchProduct', { last2: '5' }, 5002);
      await expectError('/searchProduct', { last3: '12a' }, 5002);
      await expectError('/searchProduct', { number: '12345' }, 5002);
      await expectError('/searchProduct', { first3: '1234' }, 5002);
    });
  });

  describe('/randomProduct', () => {
    it('picks an in-stock number of the open draw', async () => {
      const inStock = new Set(['000056', '123456', '555556', '999456']);
      for (let i = 0; i < 15; i++) {
        const { body } = await call('/randomProduct');
        expect(inStock.has(body.result.period.number)).toBe(true);
        expect(body.result.period.r).toBeGreaterThan(0);
      }
    });

    it('gives null when nothing is on sale', async () => {
      const { body } = await call('/randomProduct', {}, { agentId: 'shop3' });
      expect(body).toMatchObject({ code: 0, result: { period: null } });
    });
  });

  describe('/api/customer/user/checkProduct', () => {
    it('answers price and stock per id, in order; gone or closed products have r 0', async () => {
      const { status, body } = await call('/api/customer/user/checkProduct', {
        products: [ids.p123456, ids.p123999, '999999999', ids.closedProduct, ids.shop2Product],
      });
      expect(status).toBe(200);
      expect(body.result.period).toEqual([
        { _id: ids.p123456, amt: '3.50', r: 5 },
        { _id: ids.p123999, amt: '3.50', r: 0 },
        { _id: '999999999', amt: '0.00', r: 0 },
        { _id: ids.closedProduct, amt: '3.50', r: 0 },
        { _id: ids.shop2Product, amt: '0.00', r: 0 }, // another shop's product
      ]);
    });

    it('refuses a missing or empty product list with 4002', async () => {
      await expectError('/api/customer/user/checkProduct', {}, 4002);
      await expectError('/api/customer/user/checkProduct', { products: [] }, 4002);
    });

    it('refuses an id that is not a number with 5002', async () => {
      await expectError('/api/customer/user/checkProduct', { products: ['abc'] }, 5002);
    });
  });

  describe('/resultLotto', () => {
    it('gives a published draw by id with every prize kind, its numbers and amounts', async () => {
      const { body } = await call('/resultLotto', { gameEventId: ids.older });
      const period = body.result.period;
      expect(period).toMatchObject({ _id: ids.older, drawDate: older.date });
      expect(period.prizes.map((p: any) => p.kind)).toEqual([
        'first',
        'near1',
        'second',
        'third',
        'fourth',
        'fifth',
        'first3',
        'last3',
        'last2',
      ]);
      for (const prize of period.prizes) {
        expect(prize.numbers).toEqual(older.prizes[prize.kind]!.numbers);
        expect(prize.baht).toBe(older.prizes[prize.kind]!.baht);
        expect(prize.numbers).toHaveLength(prize.count);
      }
    });

    it('by draw day, and the latest published draw when none is named', async () => {
      const byDay = await call('/resultLotto', { date: older.date });
      expect(byDay.body.result.period._id).toBe(ids.older);
      const latestOne = await call('/resultLotto', {});
      expect(latestOne.body.result.period._id).toBe(ids.latest);
    });

    it('unknown draw 1007, not yet published 1009, a bad date 5002', async () => {
      await expectError('/resultLotto', { gameEventId: '987654321' }, 1007);
      await expectError('/resultLotto', { date: '2020-01-01' }, 1007);
      await expectError('/resultLotto', { gameEventId: ids.unpublished }, 1009);
      await expectError('/resultLotto', { date: '2026/05/16' }, 5002);
      // Days that do not exist are refused before the database (a leap day that exists is not).
      await expectError('/resultLotto', { date: '2026-02-30' }, 5002);
      await expectError('/resultLotto', { date: '2025-02-29' }, 5002);
      await expectError('/resultLotto', { date: '2024-02-29' }, 1007);
      await expectError('/resultLotto', { gameEventId: '9'.repeat(20) }, 5002);
      const shop3 = await call('/resultLotto', {}, { agentId: 'shop3' });
      expect(shop3.body.code).toBe(1009);
    });
  });

  describe('GET /revardValue', () => {
    it('gives the prize table: official baht and the shop payout per kind', async () => {
      const response = await server.request('/revardValue');
      expect(response.status).toBe(200);
      const body = (await response.json()) as Envelope;
      expect(body.result.period).toHaveLength(9);
      expect(body.result.period[0]).toEqual({
        kind: 'first',
        count: 1,
        baht: '6000000.00',
        payout: '175000.00',
      });
      expect(body.result.period.map((p: any) => [p.kind, p.baht])).toEqual(
        Object.entries(latest.prizes).map(([kind, p]) => [kind, p.baht]),
      );
    });
  });

  describe('/checkLottoPrizes', () => {
    it('the first prize also wins what its digits match, without signing in', async () => {
      const first = latest.prizes.first!.numbers[0]!;
      const { status, body } = await call('/checkLottoPrizes', {
        number: first,
        gameEventId: ids.latest,
      });
      expect(status).toBe(200);
      expect(body.result.period).toMatchObject({
        number: first,
        gameEventId: ids.latest,
        drawDate: latest.date,
      });
      const wins = body.result.period.wins as { kind: string; baht: string; payout: string }[];
      expect(wins[0]).toEqual({
        kind: 'first',
        number: first,
        baht: '6000000.00',
        payout: '175000.00',
      });
      const expected = ['first'];
      if (latest.prizes.first3!.numbers.includes(first.slice(0, 3))) expected.push('first3');
      if (latest.prizes.last3!.numbers.includes(first.slice(3))) expected.push('last3');
      if (latest.prizes.last2!.numbers.includes(first.slice(4))) expected.push('last2');
      expect(wins.map((w) => w.kind)).toEqual(expected);
    });

    it('by draw day: a last-two-digits winner wins that prize', async () => {
      const last2 = older.prizes.last2!.numbers[0]!;
      // A number that only shares the last two digits with any prize.
      const all = Object.values(older.prizes).flatMap((p) => p.numbers);
      let ticket = '';
      for (let head = 0; head < 10000; head++) {
        const candidate = `${String(head).padStart(4, '0')}${last2}`;
        if (
          !all.includes(candidate) &&
          !all.includes(candidate.slice(0, 3)) &&
          !all.includes(candidate.slice(3))
        ) {
          ticket = candidate;
          break;
        }
      }
      const { body } = await call('/checkLottoPrizes', { number: ticket, date: older.date });
      expect(body.result.period.gameEventId).toBe(ids.older);
      expect(body.result.period.wins).toEqual([
        { kind: 'last2', number: last2, baht: '2000.00', payout: '58.00' },
      ]);
    });

    it('a losing number wins nothing', async () => {
      const all = new Set(Object.values(latest.prizes).flatMap((p) => p.numbers));
      let ticket = 0;
      const losing = (n: string) =>
        !all.has(n) && !all.has(n.slice(0, 3)) && !all.has(n.slice(3)) && !all.has(n.slice(4));
      while (!losing(String(ticket).padStart(6, '0'))) ticket++;
      const { body } = await call('/checkLottoPrizes', {
        number: String(ticket).padStart(6, '0'),
      });
      expect(body.result.period).toMatchObject({ gameEventId: ids.latest, wins: [] });
    });

    it('bad number 5002, unknown draw 1007, unpublished draw 1009', async () => {
      await expectError('/checkLottoPrizes', { number: '12345' }, 5002);
      await expectError('/checkLottoPrizes', { number: '12345a' }, 5002);
      await expectError('/checkLottoPrizes', { number: '123456', gameEventId: '987654' }, 1007);
      await expectError('/checkLottoPrizes', { number: '123456', date: '2019-01-01' }, 1007);
      await expectError('/checkLottoPrizes', { number: '123456', date: '2025-02-29' }, 5002);
      await expectError('/checkLottoPrizes', { number: '123456', date: '2026-04-31' }, 5002);
      await expectError('/checkLottoPrizes', { number: '123456', date: '2028-02-29' }, 1007);
      await expectError(
        '/checkLottoPrizes',
        { number: '123456', gameEventId: ids.unpublished },
        1009,
      );
    });
  });

  describe('GET /ticket-photo', () => {
    it('draws a ticket with its number as an SVG', async () => {
      const response = await server.request('/ticket-photo/123456-7.svg');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg/);
      expect(svg).toContain('123456 07');
    });

    it('answers 404 for a name that is not number-set.svg', async () => {
      const response = await server.request('/ticket-photo/12345-7.svg');
      expect(response.status).toBe(404);
    });
  });
});
