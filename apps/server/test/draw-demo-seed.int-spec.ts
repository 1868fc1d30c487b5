import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { withDb } from './draw-fixtures.js';

describe('demo shop seed', () => {
  let server: TestApp;
  let startMs = 0;
  beforeAll(async () => {
    const started = Date.now();
    server = await startTestApp({ demoSeed: true });
    startMs = Date.now() - started;
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown = {}) =>
    server
      .request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      .then((r) => r.json() as Promise<any>);

  it('a fresh shop gets the 24 real published draws and one open draw with stock', async () => {
    const counts = await withDb(server.databaseName, async (db) => {
      const draws = await db.query(
        `SELECT count(*) FILTER (WHERE status = 'CLOSE' AND published_at IS NOT NULL)::int AS published,
                count(*) FILTER (WHERE status = 'ONGO')::int AS open FROM game_event`,
      );
      const sheets = await db.query(
        `SELECT count(*)::int AS sheets, count(DISTINCT number)::int AS numbers,
                count(*) FILTER (WHERE photo IS NULL)::int AS without_photo FROM sheet`,
      );
      const stock = await db.query(
        `SELECT (SELECT sum(total)::int FROM product) AS total,
                (SELECT count(*)::int FROM sheet WHERE sold_to IS NULL) AS unsold,
                (SELECT sum(remaining)::int FROM product) AS remaining`,
      );
      return { ...draws.rows[0], ...sheets.rows[0], ...stock.rows[0] };
    });
    expect(counts.published).toBe(24);
    expect(counts.open).toBe(1);
    expect(counts.sheets).toBeGreaterThanOrEqual(18_000);
    expect(counts.sheets).toBeLessThanOrEqual(22_000);
    expect(counts.numbers).toBeGreaterThanOrEqual(2_000);
    expect(counts.without_photo).toBe(0);
    // Stock counts agree with the sheets.
    expect(counts.total).toBe(counts.sheets);
    expect(counts.remaining).toBe(counts.unsold);
    expect(startMs).toBeLessThan(15_000);
  });

  it('the open draw is on the next real draw day and its stock is searchable, with photos', async () => {
    const home = (await post('/getHome')).result.period;
    expect(home.status).toBe('ONGO');
    // Issue 32: on the 1st or the 16th, as real draws; the home says the shop is a demo.
    expect(home.drawDate).toMatch(/-(01|16)$/);
    expect(home.demo).toBe(true);
    const daysLeft = (Date.parse(home.closeSellAt) - Date.now()) / 86400_000;
    expect(daysLeft).toBeGreaterThan(0);
    expect(daysLeft).toBeLessThan(17);
    expect(home.roundName).toMatch(/^งวด /);

    const search = (await post('/searchProduct', { last2: '45', limit: 5 })).result.period;
    expect(search.total).toBeGreaterThan(10);
    const photo = await server.request(search.items[0].pi);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toContain(search.items[0].number);

    const shelves = (await post('/getProductGroup', { page: 1, limit: 100 })).result.period;
    expect(shelves.items.map((s: any) => s.tag)).toEqual(['lucky', 'pair', 'set5']);
    const hot = (await post('/getHotProduct', { limit: 5 })).result.period;
    expect(hot.items).toHaveLength(5);
  });

  it('real results are published: the last draw of the data file can be checked', async () => {
    const result = (await post('/resultLotto', { date: '2026-05-02' })).result.period;
    expect(result.prizes).toHaveLength(9);
    const first = result.prizes[0].numbers[0];
    const check = (await post('/checkLottoPrizes', { number: first, date: '2026-05-02' })).result
      .period;
    expect(check.wins[0].kind).toBe('first');
  });

  it('does not seed a shop that already has draws', async () => {
    expect(await server.app.get(DemoSeedService).seed('default')).toBe(false);
    const draws = await withDb(server.databaseName, (db) =>
      db.query(`SELECT count(*)::int AS n FROM game_event`),
    );
    expect(draws.rows[0].n).toBe(25);
  });
});
