import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppError } from '../src/common/errors/app-error.js';
import { DrawAdminService } from '../src/modules/draw/draw-admin.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { realDraws, resultsOf, withDb } from './draw-fixtures.js';

/** The admin use cases, called directly (their HTTP side: draw-admin-http.int-spec.ts). */
describe('draw admin use cases', () => {
  let server: TestApp;
  let admin: DrawAdminService;
  const day = 86400_000;
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
  const dateIn = (ms: number) =>
    new Date(Date.now() + ms + 7 * 3600_000).toISOString().slice(0, 10);

  async function codeOf(work: Promise<unknown>): Promise<{ code: number; fields?: object }> {
    try {
      await work;
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, fields: error.fields };
      throw error;
    }
    throw new Error('expected a refusal');
  }

  const post = (path: string, body: unknown = {}) =>
    server
      .request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      .then((r) => r.json() as Promise<any>);

  beforeAll(async () => {
    server = await startTestApp();
    admin = server.app.get(DrawAdminService);
  });
  afterAll(() => server.close());

  const valid = () => ({
    roundName: 'Round one',
    drawDate: dateIn(5 * day),
    openSellDate: iso(-day),
    closeSellDate: iso(4 * day),
  });

  let drawId = '';

  it('creating a draw: refused with the code naming what is wrong', async () => {
    const { roundName: _r, ...noRound } = valid();
    expect((await codeOf(admin.create('default', noRound as any))).code).toBe(1013);
    const { closeSellDate: _c, ...noClose } = valid();
    expect((await codeOf(admin.create('default', noClose as any))).code).toBe(1001);
    const { openSellDate: _o, ...noOpen } = valid();
    expect((await codeOf(admin.create('default', noOpen as any))).code).toBe(1002);
    const { drawDate: _d, ...noDate } = valid();
    expect((await codeOf(admin.create('default', noDate as any))).code).toBe(1003);
    expect((await codeOf(admin.create('default', { ...valid(), drawDate: '5 May' }))).code).toBe(
      1004,
    );
    expect((await codeOf(admin.create('default', { ...valid(), openSellDate: 'soon' }))).code).toBe(
      1014,
    );
    expect(
      (await codeOf(admin.create('default', { ...valid(), closeSellDate: iso(-2 * day) }))).code,
    ).toBe(1015);
    expect((await codeOf(admin.create('default', { ...valid(), drawDate: dateIn(0) }))).code).toBe(
      1016,
    );
  });

  it('creates a paused draw; a second one while it is not closed is 1005', async () => {
    drawId = await admin.create('default', valid());
    expect((await post('/getHome')).result.period).toMatchObject({ _id: drawId, status: 'BREAK' });
    expect((await codeOf(admin.create('default', valid()))).code).toBe(1005);
  });

  it('status changes: open, unknown status 1012, unknown draw 1007', async () => {
    expect(await admin.changeStatus('default', drawId, 'ONGO')).toBe('ONGO');
    expect((await post('/getHome')).result.period.status).toBe('ONGO');
    expect((await codeOf(admin.changeStatus('default', drawId, 'OPEN'))).code).toBe(1012);
    expect((await codeOf(admin.changeStatus('default', '999999', 'BREAK'))).code).toBe(1007);
    expect((await codeOf(admin.changeStatus('shop-x', drawId, 'BREAK'))).code).toBe(1007);
  });

  it('loads a stock file: sheets grouped into products, searchable at once', async () => {
    const csv = 'number,set,price,photo\n123456,1,3.50\n123456,2,3.50,a.jpg\n654321,1,4\n';
    expect(await admin.loadStock('default', drawId, csv)).toEqual({ sheets: 3, products: 2 });
    const found = (await post('/searchProduct', { last3: '456' })).result.period;
    expect(found.items).toEqual([expect.objectContaining({ number: '123456', amt: '3.50', r: 2 })]);
  });

  it('tags in the fifth column put numbers on shelves; a later file adds tags, never drops them', async () => {
    await admin.loadStock('default', drawId, '505050,1,3.50,,pairs|lucky\n515151,1,3.50,,pairs\n');
    await admin.loadStock('default', drawId, '505050,2,3.50,,sets\n');
    const shelf = async (tag: string) =>
      (await post('/searchProduct', { tag })).result.period.items.map(
        (item: { number: string; op: string[] }) => `${item.number}:${item.op.join('+')}`,
      );
    expect(await shelf('pairs')).toEqual(['505050:lucky+pairs+sets', '515151:pairs']);
    expect(await shelf('sets')).toEqual(['505050:lucky+pairs+sets']);
    expect((await post('/searchProduct', { tag: 'pairs', last2: '51' })).result.period.total).toBe(
      1,
    );
    expect((await post('/searchProduct', { tag: 'Not a tag' })).code).toBe(5002);
  });

  it('a file with bad lines loads nothing and names the lines (5002)', async () => {
    const csv = '111111,1,3.50\n12345,1,3.50\n222222,0,3.50\n333333,1,free\n';
    const refusal = await codeOf(admin.loadStock('default', drawId, csv));
    expect(refusal.code).toBe(5002);
    expect(refusal.fields).toEqual({
      'line.2.number': '5002',
      'line.3.set': '5002',
      'line.4.price': '5002',
    });
    expect((await post('/searchProduct', { number: '111111' })).result.period.total).toBe(0);
  });

  it('sheets already loaded are refused by line (2002), the rest of the file too', async () => {
    const refusal = await codeOf(
      admin.loadStock('default', drawId, '777777,1,3.50\n123456,2,3.50'),
    );
    expect(refusal).toEqual({ code: 2002, fields: { 'line.2.line': '2002' } });
    expect((await post('/searchProduct', { number: '777777' })).result.period.total).toBe(0);
  });

  // An evening's stock in one file. Its time is printed, not asserted: budgets live in bench/.
  it('loads 100,000 sheets from one file', async () => {
    const lines = ['number,set,price'];
    for (let i = 0; i < 100_000; i++) {
      lines.push(`${String(300_000 + Math.floor(i / 5)).padStart(6, '0')},${(i % 5) + 1},3.50`);
    }
    const started = Date.now();
    expect(await admin.loadStock('default', drawId, lines.join('\n'))).toEqual({
      sheets: 100_000,
      products: 20_000,
    });
    const ms = Date.now() - started;
    console.log(`loaded 100,000 sheets in ${ms} ms`);
  }, 60_000);

  it('publishing: refused while on sale (1012) and for a wrong result set (1017)', async () => {
    const real = resultsOf(realDraws[0]!);
    expect((await codeOf(admin.publishResults('default', drawId, real))).code).toBe(1012);
    const short = { ...real, second: real.second!.slice(1) };
    expect(await codeOf(admin.publishResults('default', drawId, short))).toEqual({
      code: 1017,
      fields: { second: '1017' },
    });
    const wrongNeighbours = { ...real, near1: ['000000', '000002'] };
    expect((await codeOf(admin.publishResults('default', drawId, wrongNeighbours))).code).toBe(
      1017,
    );
  });

  it('close, then publish: results and prize checks answer; CLOSE stays closed', async () => {
    expect(await admin.changeStatus('default', drawId, 'CLOSE')).toBe('CLOSE');
    expect((await codeOf(admin.changeStatus('default', drawId, 'ONGO'))).code).toBe(1010);
    expect((await codeOf(admin.changeStatus('default', drawId, 'BREAK'))).code).toBe(1011);
    expect((await codeOf(admin.loadStock('default', drawId, '888888,1,3.50'))).code).toBe(2001);
    expect((await post('/checkLottoPrizes', { number: '123456', gameEventId: drawId })).code).toBe(
      1009,
    );

    const real = resultsOf(realDraws[0]!);
    await admin.publishResults('default', drawId, real);
    await admin.publishResults('default', drawId, real); // the same again: nothing changes
    const other = resultsOf(realDraws[1]!);
    expect((await codeOf(admin.publishResults('default', drawId, other))).code).toBe(1017);

    const result = (await post('/resultLotto', { gameEventId: drawId })).result.period;
    expect(result.prizes[0].numbers).toEqual(real.first);
    const check = (await post('/checkLottoPrizes', { number: real.first![0], gameEventId: drawId }))
      .result.period;
    expect(check.wins[0]).toMatchObject({ kind: 'first', baht: '6000000.00' });
    const stored = await withDb(server.databaseName, (db) =>
      db.query(
        `SELECT status, published_at IS NOT NULL AS published FROM game_event WHERE id = $1`,
        [drawId],
      ),
    );
    expect(stored.rows[0]).toEqual({ status: 'CLOSE', published: true });
  });

  it('after closing, a new draw may be created, but not a second one for the same day (1006)', async () => {
    const stored = await withDb(server.databaseName, (db) =>
      db.query(`SELECT to_char(draw_date, 'YYYY-MM-DD') AS d FROM game_event WHERE id = $1`, [
        drawId,
      ]),
    );
    expect(
      (await codeOf(admin.create('default', { ...valid(), drawDate: stored.rows[0].d }))).code,
    ).toBe(1006);
    const next = await admin.create('default', { ...valid(), drawDate: dateIn(20 * day) });
    expect(next).not.toBe(drawId);
  });
});
