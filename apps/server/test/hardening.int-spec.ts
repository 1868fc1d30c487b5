// Issue 11's classes of bad input, each refused once at the root: no 5xx, always the envelope.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { connect } from 'node:net';
import { call, ok, registerMember, sql } from './support/accounts.js';
import { BOT_TOKEN, TelegramStandIn, textUpdate } from './support/telegram-stand-in.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { adminPhone: '011000222', adminPassword: 'admin2026' };

/** A raw HTTP/1.1 exchange, for requests fetch refuses to send (NUL in a header, huge headers). */
function rawRequest(server: TestApp, head: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', fail);
    socket.on('close', () => {
      const [headers = '', body = ''] = data.split('\r\n\r\n');
      done({ status: Number(headers.split(' ')[1]), body });
    });
  });
}

describe('bad input is refused at the root', () => {
  let server: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    server = await startTestApp(ADMIN);
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN.adminPhone,
      password: ADMIN.adminPassword,
    }));
    ({ token: member } = await registerMember(server));
  });
  afterAll(() => server.close());

  describe('NUL characters and lone surrogates, in any string of any route', () => {
    const bad = ['abc\u0000def', 'abc\ud800', '\udc00abc'];

    it.each(bad)(
      '%j in a body field is 5031 naming the field, before the handler runs',
      async (text) => {
        const answer = await call(server, '/api/authCustomer', { username: text, password: 'x1' });
        expect(answer).toMatchObject({
          status: 400,
          code: ErrorCode.InvalidCharacters,
          fields: { username: String(ErrorCode.InvalidCharacters) },
        });
        // No sign-in failure recorded: the handler never ran.
        expect(await sql(server, 'SELECT 1 FROM login_failure')).toEqual([]);
      },
    );

    it('in nested fields and keys, on member and admin routes', async () => {
      const cases: Array<[string, unknown, string | undefined]> = [
        ['/searchProduct', { tag: 'lucky\u0000' }, undefined],
        [
          '/api/customer/transaction/create',
          { products: [{ productId: '1\u0000', qty: 1 }] },
          member,
        ],
        ['/api/company/payment/adjustBalance', { userId: '1', amt: '1', reason: 'x\ud800' }, admin],
        ['/api/company/draw/shelf/save', { tag: 'a', names: { 'k\u0000m': 'x' } }, admin],
        ['/api/customer/payment/getDeposit', { RefId: 'D\u0000' }, member],
      ];
      for (const [path, body, token] of cases) {
        const answer = await call(server, path, body, { token });
        expect({ path, status: answer.status, code: answer.code }).toEqual({
          path,
          status: 400,
          code: ErrorCode.InvalidCharacters,
        });
      }
    });

    it('in the query string and the path', async () => {
      const query = await server.request('/api/company/payment/ledger?StartDate=2026-01-01%00', {
        headers: { authorization: admin },
      });
      expect(query.status).toBe(400);
      expect(await query.json()).toMatchObject({ code: ErrorCode.InvalidCharacters });
      const path = await server.request('/api/customer/upload/abc%00.png', {
        headers: { authorization: member },
      });
      expect(path.status).toBe(400);
      expect(await path.json()).toMatchObject({ code: ErrorCode.InvalidCharacters });
    });
  });

  it("impossible calendar days are refused with the route's own code", async () => {
    const cases: Array<[string, Record<string, unknown>, string | undefined, number]> = [
      ['/resultLotto', { date: '2026-02-30' }, undefined, ErrorCode.InvalidFormat],
      [
        '/checkLottoPrizes',
        { number: '123456', date: '2025-02-29' },
        undefined,
        ErrorCode.InvalidFormat,
      ],
      [
        '/api/customer/payment/getHistoryDeposit',
        { StartDate: '2025-02-29', endDate: '2025-03-01' },
        member,
        ErrorCode.InvalidStartDate,
      ],
      [
        '/api/customer/payment/getHistoryWithdraw',
        { StartDate: '2025-02-01', endDate: '2025-02-30' },
        member,
        ErrorCode.InvalidEndDate,
      ],
      [
        '/api/company/draw/create',
        {
          roundName: 'x',
          drawDate: '2026-02-30',
          openSellDate: '2026-02-01T00:00',
          closeSellDate: '2026-02-20T00:00',
        },
        admin,
        ErrorCode.DrawDateInvalid,
      ],
    ];
    for (const [path, body, token, code] of cases) {
      const answer = await call(server, path, body, { token });
      expect({ path, code: answer.code, status: answer.status }).toEqual({
        path,
        code,
        status: 400,
      });
    }
    const ledger = await server.request(
      '/api/company/payment/ledger?StartDate=2026-02-30&endDate=2026-03-01',
      { headers: { authorization: admin } },
    );
    expect(ledger.status).toBe(400);
    expect(await ledger.json()).toMatchObject({ code: ErrorCode.InvalidStartDate });
  });

  it("numbers out of range are the route's code, never a database error", async () => {
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['/api/company/member/list', { page: 2 ** 63 }, ErrorCode.BadRequest],
      ['/api/company/member/list', { limit: 1e308 }, ErrorCode.BadRequest],
      ['/api/company/member/lock', { userId: '1'.repeat(40), locked: true }, ErrorCode.InvalidUser],
      ['/api/company/member/lock', { userId: 1e308, locked: true }, ErrorCode.InvalidUser],
      [
        '/api/company/member/role',
        { userId: '9223372036854775808', role: 'admin' },
        ErrorCode.InvalidUser,
      ],
      ['/api/company/audit/list', { page: -1 }, ErrorCode.BadRequest],
      [
        '/api/company/payment/adjustBalance',
        { userId: '1', amt: '90071992547409.93', reason: 'x' },
        ErrorCode.InvalidPayment,
      ],
      [
        '/api/company/payment/adjustBalance',
        { userId: '1'.repeat(40), amt: '1', reason: 'x' },
        ErrorCode.InvalidUser,
      ],
      ['/api/company/draw/list', { page: 2 ** 63 }, ErrorCode.BadRequest],
    ];
    for (const [path, body, code] of cases) {
      const answer = await call(server, path, body, { token: admin });
      expect({ path, body, code: answer.code }).toEqual({ path, body, code });
    }
    // The largest id PostgreSQL holds is well formed: simply no such member.
    const largest = await call(
      server,
      '/api/company/member/lock',
      { userId: '9223372036854775807', locked: true },
      { token: admin },
    );
    expect(largest.code).toBe(ErrorCode.InvalidUser);
  });

  it("a wrong JSON type is the field's invalid code, not a misleading one", async () => {
    const deposit = await call(
      server,
      '/api/customer/payment/deposit',
      { amt: 5 },
      { token: member },
    );
    expect(deposit.code).toBe(ErrorCode.InvalidPayment);
    const phone = await call(server, '/api/customer/user/getOtp', { Tel: 123456789 });
    expect(phone.code).toBe(ErrorCode.InvalidTel);
    const body = await call(server, '/api/authCustomer', [1, 2]);
    expect(body).toMatchObject({ status: 400, code: ErrorCode.BadRequest });
  });

  it('headers Node refuses itself still answer with the envelope: 431 and a NUL', async () => {
    const huge = await rawRequest(
      server,
      `GET /api/customer/user/profile HTTP/1.1\r\nHost: x\r\nAuthorization: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({
      code: ErrorCode.HeadersTooLarge,
      result: { period: null, requestId: expect.any(String) },
    });
    const nul = await rawRequest(
      server,
      'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n',
    );
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.body)).toMatchObject({ code: ErrorCode.BadRequest });
  });

  // Found by the fuzz test (fuzz.int-spec.ts): an optional field sent as null passed validation
  // as "absent" but reached the service as null, and an UPDATE wrote it into a NOT NULL column.
  it('an optional field sent as null is absent, as the field rules say', async () => {
    const before = await ok(server, '/getWebSetting');
    const updated = await call(
      server,
      '/api/company/setting/update',
      { closed: null, theme: null, webTitle: null, telegram: 'null_is_absent' },
      { token: admin },
    );
    expect(updated).toMatchObject({
      status: 200,
      code: 0,
      period: { closed: before.closed, theme: before.theme, webTitle: before.webTitle },
    });
    const profile = await call(
      server,
      '/api/customer/user/updateProfile',
      { name: 'Sok Dara', telegram: null, bankName: null },
      { token: member },
    );
    expect(profile).toMatchObject({ status: 200, code: 0 });
  });

  // Found by the fuzz test (fuzz.int-spec.ts): class-transformer recursed once per level and
  // overflowed the stack (500) on a body nested a few thousand levels deep.
  it('a body nested deeper than any request needs is 400, on every route', async () => {
    const deepObject = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    const deepArray = `{"page":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const [path, token] of [
      ['/getHotProduct', undefined],
      ['/api/company/member/list', admin],
      ['/api/customer/transaction/create', member],
    ] as const) {
      for (const body of [deepObject, deepArray]) {
        const response = await server.request(path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: token } : {}),
          },
          body,
        });
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
        expect(await response.json()).toMatchObject({ code: ErrorCode.BadRequest });
      }
    }
    // Nesting a real request has (checkout lines, draw results) still passes.
    const results = await call(
      server,
      '/api/company/draw/publish',
      { gameEventId: '999999', results: { first: ['123456'] } },
      { token: admin },
    );
    expect(results.code).not.toBe(ErrorCode.BadRequest);
  });

  // Found by the fuzz test: the router refused these itself, in Fastify's own JSON shape.
  it('a path that does not decode answers with the envelope and the security headers', async () => {
    const long = `/ticket-photo/${'x'.repeat(3000)}.png`; // over the router's parameter limit
    for (const path of [
      '/api/customer/upload/%',
      '/ticket-photo/a%ED%A0%80.png',
      '/%E0%A4%A',
      long,
    ]) {
      const response = await server.request(path, { headers: { authorization: member } });
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(await response.json()).toMatchObject({
        code: ErrorCode.BadRequest,
        result: { period: null, requestId: response.headers.get('x-request-id') },
      });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  // Found by the fuzz test: the multipart reader gives no file name for `filename=""`, and the
  // stock upload's name check threw on it (500).
  it('a file part with an empty file name is an ordinary bad photo, not a 500', async () => {
    const [draw] = await sql<{ id: string }>(
      server,
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ('default', 'Empty names', '2026-12-16', now(), now() + interval '1 day', 'ONGO')
       RETURNING id::text AS id`,
    );
    const form = new FormData();
    form.append('gameEventId', draw!.id);
    form.append('file', new Blob(['number,set,price\n123456,1,3.50\n']), '');
    form.append('photos', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]), '');
    const stock = await server.request('/api/company/draw/uploadStock', {
      method: 'POST',
      headers: { authorization: admin, locale: 'en' },
      body: form,
    });
    expect(stock.status).toBe(200);
    expect(await stock.json()).toMatchObject({
      code: 0,
      result: { period: { loaded: 0, problems: [{ line: 0, field: 'photo' }] } },
    });
    const image = new FormData();
    image.append('input', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])]), '');
    const upload = await server.request('/api/company/setting/uploadImg', {
      method: 'POST',
      headers: { authorization: member },
      body: image,
    });
    expect(upload.status).toBe(200);
  });

  it('an upload route sent something that is not multipart answers 400, not 500', async () => {
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', 'not multipart at all'],
      ['multipart/form-data; boundary=xyz', '--other\r\n\r\nbroken'],
      ['application/json', '{"input":"x"}'],
      ['text/plain', 'hello'],
    ];
    for (const path of ['/api/company/setting/uploadImg', '/api/company/draw/uploadStock']) {
      for (const [type, body] of bodies) {
        const response = await server.request(path, {
          method: 'POST',
          headers: { authorization: admin, 'content-type': type },
          body,
        });
        const json = (await response.json()) as { code: number };
        expect({ path, type, status: response.status, code: json.code }).toEqual({
          path,
          type,
          status: 400,
          code: ErrorCode.BadRequest,
        });
      }
    }
  });
});

// Found by the fuzz test: the webhook handed any body to grammY, which threw on a body that is
// not an update (none at all, a chat that is a string): 500, and Telegram would send it again.
describe("Telegram's webhook with something that is not an update", () => {
  const SECRET = 'hardening-webhook-secret';
  let server: TestApp;
  let telegram: TelegramStandIn;
  beforeAll(async () => {
    telegram = await TelegramStandIn.start();
    server = await startTestApp({
      telegramBotToken: BOT_TOKEN,
      telegramMode: 'webhook',
      telegramWebhookSecret: SECRET,
      telegramApiRoot: telegram.apiRoot,
    });
  });
  afterAll(async () => {
    await server.close();
    await telegram.close();
  });

  it('answers 400, and a real update still 200', async () => {
    const update = textUpdate(777, 'hello');
    const cases: Array<[string, string]> = [
      ['multipart/form-data; boundary=xyz', 'a=1'],
      [
        'application/json',
        JSON.stringify({ ...update, message: { ...update.message, chat: '-1' } }),
      ],
      ['application/json', JSON.stringify({ update_id: 'x' })],
      ['application/json', JSON.stringify([update])],
    ];
    for (const [type, body] of cases) {
      const response = await server.request('/api/telegram/webhook', {
        method: 'POST',
        headers: { 'content-type': type, 'x-telegram-bot-api-secret-token': SECRET },
        body,
      });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(await response.json()).toMatchObject({ code: ErrorCode.BadRequest });
    }
    const real = await server.request('/api/telegram/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify(update),
    });
    expect(real.status).toBe(200);
  });
});
