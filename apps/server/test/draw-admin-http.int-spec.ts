import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, ok, registerMember } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { realDraws, resultsOf } from './draw-fixtures.js';
import { ADMIN_PASSWORD, ADMIN_PHONE, file, jpg, png, postForm } from './admin-http-support.js';

const day = 86400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const dateIn = (ms: number) => new Date(Date.now() + ms + 7 * 3600_000).toISOString().slice(0, 10);

describe('draw administration over HTTP', () => {
  let server: TestApp;
  let dataDir: string;
  let admin: string;
  let drawId = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lottery-admin-'));
    server = await startTestApp({
      adminPhone: ADMIN_PHONE,
      adminPassword: ADMIN_PASSWORD,
      dataDir,
    });
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const as = (token: string) => ({ token });
  const stockForm = (gameEventId: string, csv: string, photos: [string, Buffer][] = []) => {
    const form = new FormData();
    form.append('gameEventId', gameEventId);
    form.append('file', file(csv, 'text/csv'), 'stock.csv');
    for (const [name, data] of photos) form.append('photos', file(data, 'image/png'), name);
    return form;
  };

  it('members get 403 and visitors 401 on every admin draw call', async () => {
    const { token } = await registerMember(server);
    for (const path of [
      '/api/company/draw/list',
      '/api/company/draw/create',
      '/api/company/draw/status',
      '/api/company/draw/uploadStock',
      '/api/company/draw/publish',
      '/api/company/draw/shelves',
      '/api/company/draw/shelf/save',
      '/api/company/draw/shelf/delete',
      '/api/company/draw/hot/list',
      '/api/company/draw/hot/pin',
      '/api/company/draw/hot/unpin',
      '/api/company/setting/update',
    ]) {
      expect({ path, ...(await call(server, path, {}, as(token))) }).toMatchObject({
        path,
        status: 403,
        code: ErrorCode.NoAccess,
      });
      expect({ path, ...(await call(server, path, {})) }).toMatchObject({
        path,
        status: 401,
        code: ErrorCode.Unauthorized,
      });
    }
  });

  it('creates a paused draw; bad times and a second open draw are refused by code', async () => {
    const valid = {
      roundName: 'Round one',
      drawDate: dateIn(5 * day),
      openSellDate: iso(-day),
      closeSellDate: iso(4 * day),
    };
    const { closeSellDate: _c, ...noClose } = valid;
    expect(await call(server, '/api/company/draw/create', noClose, as(admin))).toMatchObject({
      status: 400,
      code: 1001,
    });
    expect(
      (await call(server, '/api/company/draw/create', { ...valid, drawDate: dateIn(0) }, as(admin)))
        .code,
    ).toBe(1016);
    const draw = await ok(server, '/api/company/draw/create', valid, as(admin));
    expect(draw).toMatchObject({
      status: 'BREAK',
      roundName: 'Round one',
      drawDate: valid.drawDate,
      published: false,
      publishedAt: null,
      products: 0,
      sheets: 0,
      sold: 0,
    });
    drawId = draw._id;
    expect((await call(server, '/api/company/draw/create', valid, as(admin))).code).toBe(1005);
  });

  it('opens and pauses the draw; an unknown status is 1012 and an unknown draw 1007', async () => {
    const open = await ok(
      server,
      '/api/company/draw/status',
      { gameEventId: drawId, status: 'ONGO' },
      as(admin),
    );
    expect(open.status).toBe('ONGO');
    expect((await ok(server, '/getHome')).status).toBe('ONGO');
    expect(
      (
        await call(
          server,
          '/api/company/draw/status',
          { gameEventId: drawId, status: 'OPEN' },
          as(admin),
        )
      ).code,
    ).toBe(1012);
    expect(
      (
        await call(
          server,
          '/api/company/draw/status',
          { gameEventId: '99999', status: 'BREAK' },
          as(admin),
        )
      ).code,
    ).toBe(1007);
  });

  it('loads a CSV with its photos; the photos are served as images with nosniff', async () => {
    const csv =
      'number,set,price,photo\n123456,1,3.50,sheet-a.png\n123456,2,3.50\n654321,1,4,b.jpg\n';
    const form = stockForm(drawId, csv, [['sheet-a.png', png()]]);
    form.append('photos', file(jpg(), 'image/jpeg'), 'b.jpg');
    const answer = await postForm(server, '/api/company/draw/uploadStock', form, admin);
    expect(answer).toMatchObject({
      status: 200,
      code: 0,
      period: { loaded: 3, products: 2, photos: 2, problems: [] },
    });
    const found = await ok(server, '/searchProduct', { number: '654321' });
    expect(found.items[0]).toMatchObject({
      number: '654321',
      amt: '4.00',
      r: 1,
      pi: '/uploads/tickets/b.jpg',
    });
    // A number with an uploaded and a drawn sheet shows the uploaded photo of a sheet in stock.
    const mixed = await ok(server, '/searchProduct', { number: '123456' });
    expect(mixed.items[0]).toMatchObject({ r: 2, pi: '/uploads/tickets/sheet-a.png' });

    const photo = await server.request('/uploads/tickets/sheet-a.png');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(png());
    expect((await server.request('/uploads/tickets/missing.png')).status).toBe(404);
    expect((await server.request('/uploads/tickets/..%2F..%2Fpassword.png')).status).toBe(404);

    const [listed] = (await ok(server, '/api/company/draw/list', {}, as(admin))).items;
    expect(listed).toMatchObject({ _id: drawId, products: 2, sheets: 3, sold: 0 });
  });

  it('a photo already on the server may be named again; sheets already loaded are problems (2002)', async () => {
    const again = await postForm(
      server,
      '/api/company/draw/uploadStock',
      stockForm(drawId, '555555,1,3.50,sheet-a.png\n'),
      admin,
    );
    expect(again.period).toMatchObject({ loaded: 1, problems: [] });
    const duplicate = await postForm(
      server,
      '/api/company/draw/uploadStock',
      stockForm(drawId, '777777,1,3.50\n123456,2,3.50\n'),
      admin,
    );
    expect(duplicate.period).toEqual({
      loaded: 0,
      products: 0,
      photos: 0,
      problems: [{ line: 2, field: 'line', code: 2002 }],
    });
    expect((await ok(server, '/searchProduct', { number: '777777' })).total).toBe(0);
  });

  it('a photo that is not the image its name says is a problem, not a stored file', async () => {
    const answer = await postForm(
      server,
      '/api/company/draw/uploadStock',
      stockForm(drawId, '888888,1,3.50,evil.png\n', [
        ['evil.png', Buffer.from('<script>1</script>')],
      ]),
      admin,
    );
    expect(answer.period.problems).toEqual([
      { line: 0, field: 'photo', code: 5002 },
      { line: 1, field: 'photo', code: 5002 },
    ]);
    expect((await server.request('/uploads/tickets/evil.png')).status).toBe(404);
  });

  it('stock upload refusals: no file 303, no draw id 4001, unknown draw 1007, not multipart 400', async () => {
    const noFile = new FormData();
    noFile.append('gameEventId', drawId);
    expect(await postForm(server, '/api/company/draw/uploadStock', noFile, admin)).toMatchObject({
      status: 400,
      code: ErrorCode.MissingField,
    });
    const noDraw = new FormData();
    noDraw.append('file', file('123123,1,3.50'), 'stock.csv');
    expect((await postForm(server, '/api/company/draw/uploadStock', noDraw, admin)).code).toBe(
      4001,
    );
    expect(
      (
        await postForm(
          server,
          '/api/company/draw/uploadStock',
          stockForm('99999', '123123,1,3.50'),
          admin,
        )
      ).code,
    ).toBe(1007);
    expect(
      await call(server, '/api/company/draw/uploadStock', { gameEventId: drawId }, as(admin)),
    ).toMatchObject({ status: 400, code: ErrorCode.BadRequest });
  });

  it('an admin sets the live broadcast; home carries it; it can be removed', async () => {
    const set = await ok(
      server,
      '/api/company/draw/live',
      { gameEventId: drawId, url: 'https://www.youtube.com/live/abc', at: '2030-01-16T14:30' },
      as(admin),
    );
    expect(set.live).toEqual({
      url: 'https://www.youtube.com/live/abc',
      at: '2030-01-16T07:30:00.000Z',
    });
    expect((await ok(server, '/getHome')).live).toEqual(set.live);
    const bad = await call(
      server,
      '/api/company/draw/live',
      { gameEventId: drawId, url: 'http://plain.example/x', at: '2030-01-16T14:30' },
      as(admin),
    );
    expect(bad.code).toBe(ErrorCode.InvalidFormat);
    const noTime = await call(
      server,
      '/api/company/draw/live',
      { gameEventId: drawId, url: 'https://www.youtube.com/live/abc' },
      as(admin),
    );
    expect(noTime.code).toBe(ErrorCode.MissingField);
    const removed = await ok(
      server,
      '/api/company/draw/live',
      { gameEventId: drawId, url: '' },
      as(admin),
    );
    expect(removed.live).toBeNull();
    expect((await ok(server, '/getHome')).live).toBeNull();
  });

  it('publishing a closed draw answers its results; the list shows it published', async () => {
    // The refusals (1012 on sale, 1017 by kind): draw-admin.int-spec.ts.
    const real = resultsOf(realDraws[0]!);
    await ok(
      server,
      '/api/company/draw/status',
      { gameEventId: drawId, status: 'CLOSE' },
      as(admin),
    );
    expect(
      (
        await postForm(
          server,
          '/api/company/draw/uploadStock',
          stockForm(drawId, '123123,1,3.50'),
          admin,
        )
      ).code,
    ).toBe(2001);

    const result = await ok(
      server,
      '/api/company/draw/publish',
      { gameEventId: drawId, results: real },
      as(admin),
    );
    expect(result).toMatchObject({ _id: drawId, drawDate: expect.any(String) });
    expect(result.prizes[0]).toMatchObject({ kind: 'first', numbers: real.first });
    const [listed] = (await ok(server, '/api/company/draw/list', {}, as(admin))).items;
    expect(listed).toMatchObject({ _id: drawId, status: 'CLOSE', published: true });
    // Home says the results are out (and links to them) rather than "awaiting results".
    expect(await ok(server, '/getHome')).toMatchObject({ _id: drawId, published: true });
  });

  it('shelves: create, rename, a tag taken is 2002, delete, an unknown shelf is 404', async () => {
    const shelf = { tag: 'lucky', nameKm: 'សំណាង', nameTh: 'มงคล', nameEn: 'Lucky', sort: 2 };
    const created = await ok(server, '/api/company/draw/shelf/save', shelf, as(admin));
    expect(created).toEqual({
      _id: expect.any(String),
      tag: 'lucky',
      names: { km: 'សំណាង', th: 'มงคล', en: 'Lucky' },
      sort: 2,
    });
    await ok(server, '/api/company/draw/shelf/save', { ...shelf, tag: 'pairs' }, as(admin));
    expect(
      await call(
        server,
        '/api/company/draw/shelf/save',
        { ...shelf, id: created._id, tag: 'pairs' },
        as(admin),
      ),
    ).toMatchObject({ status: 409, code: ErrorCode.DuplicateProduct });
    const renamed = await ok(
      server,
      '/api/company/draw/shelf/save',
      { ...shelf, id: created._id, nameEn: 'Lucky numbers' },
      as(admin),
    );
    expect(renamed.names.en).toBe('Lucky numbers');
    // A tag must be one a stock file can carry and the search can find: no capitals, no '_'.
    for (const tag of ['bad tag', 'Lucky', 'lucky_1']) {
      expect(
        (await call(server, '/api/company/draw/shelf/save', { ...shelf, tag }, as(admin))).code,
      ).toBe(5002);
    }
    const listed = await ok(server, '/api/company/draw/shelves', {}, as(admin));
    expect(listed.items.map((s: { tag: string }) => s.tag)).toEqual(['lucky', 'pairs']);
    expect((await ok(server, '/getProductGroup', {})).total).toBe(2);

    expect(
      await ok(server, '/api/company/draw/shelf/delete', { id: created._id }, as(admin)),
    ).toEqual({
      id: created._id,
    });
    expect(
      await call(server, '/api/company/draw/shelf/delete', { id: created._id }, as(admin)),
    ).toMatchObject({ status: 404, code: ErrorCode.RouteNotFound });
    expect((await ok(server, '/api/company/draw/shelves', {}, as(admin))).total).toBe(1);
  });

  it('hot numbers: pin (twice is once), list in pin order, unpin; a bad number is 5002', async () => {
    await ok(server, '/api/company/draw/hot/pin', { number: '123456' }, as(admin));
    await ok(server, '/api/company/draw/hot/pin', { number: '654321' }, as(admin));
    const pinned = await ok(server, '/api/company/draw/hot/pin', { number: '123456' }, as(admin));
    expect(pinned.items.map((h: { number: string }) => h.number)).toEqual(['123456', '654321']);
    expect(pinned.items[0]).toEqual({ number: '123456', sort: 1, sold: 0, remaining: 0 });
    const after = await ok(server, '/api/company/draw/hot/unpin', { number: '123456' }, as(admin));
    expect(after).toEqual({ items: [expect.objectContaining({ number: '654321' })], total: 1 });
    expect((await ok(server, '/api/company/draw/hot/list', {}, as(admin))).total).toBe(1);
    expect(
      (await call(server, '/api/company/draw/hot/pin', { number: '12345' }, as(admin))).code,
    ).toBe(5002);
  });

  it('the OpenAPI document describes the draw calls from their DTOs and the shared rules', async () => {
    const document = (await (await server.request('/api/docs-json')).json()) as any;
    const body = (path: string) => {
      const schema = document.paths[path]?.post?.requestBody?.content['application/json']?.schema;
      return schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
    };
    expect(body('/api/company/draw/create')?.required).toEqual([
      'roundName',
      'drawDate',
      'openSellDate',
      'closeSellDate',
    ]);
    expect(body('/api/company/draw/shelf/save')?.properties.tag).toMatchObject({
      pattern: '^[a-z0-9-]{1,30}$',
      maxLength: 30,
    });
    expect(body('/api/company/draw/shelf/save')?.properties.nameEn.example).toBe('Lucky');
    expect(body('/searchProduct')?.properties.last2).toMatchObject({ pattern: '^\\d{2}$' });
    expect(body('/api/customer/user/checkProduct')?.properties.products).toMatchObject({
      type: 'array',
      maxItems: 200,
    });
    expect(body('/checkLottoPrizes')?.properties.date).toMatchObject({ format: 'date' });
  });

  it('every action is in the audit log with who did it and the draw', async () => {
    const audit = await ok(server, '/api/company/audit/list', { limit: 100 }, as(admin));
    const actions = audit.items.map((a: { action: string }) => a.action);
    for (const action of [
      'draw.create',
      'draw.status',
      'draw.stock',
      'draw.publish',
      'shelf.create',
      'shelf.update',
      'shelf.delete',
      'hot.pin',
      'hot.unpin',
    ]) {
      expect(actions).toContain(action);
    }
    const published = audit.items.find((a: { action: string }) => a.action === 'draw.publish');
    expect(published).toMatchObject({ actor: ADMIN_PHONE, detail: { gameEventId: drawId } });
    const stock = audit.items.find((a: { action: string }) => a.action === 'draw.stock');
    expect(stock.detail).toMatchObject({ gameEventId: drawId, file: 'stock.csv' });
  });
});
