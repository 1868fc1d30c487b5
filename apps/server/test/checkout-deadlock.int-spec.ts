import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import pg from 'pg';
import { sql } from './support/accounts.js';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { buy, invariants, newBuyer, openDraw, stock } from './checkout-support.js';

/** Polls until `check` holds (PostgreSQL's view of who waits on a lock changes on its own time). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

// A real deadlock between a checkout and another transaction: PostgreSQL ends the checkout's
// transaction (40P01) and rolls it back, so the buyer hears "busy, try again" (503 with
// Retry-After, the catalogue's ServiceUnavailable), not a 500, and the same key sent again buys.
describe('a checkout that PostgreSQL ends in a deadlock', () => {
  let server: TestApp;
  let drawId: string;
  const clients: pg.Client[] = [];
  const client = async () => {
    const opened = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
    await opened.connect();
    clients.push(opened);
    return opened;
  };
  /** Whether the backend `pid` (or any backend running the checkout) waits for a row lock. */
  const waiting = async (where: { pid?: number; checkout?: boolean }) => {
    const rows = await sql<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND datname = current_database()
          AND ($1::int IS NULL OR pid = $1) AND ($2::boolean IS NOT TRUE OR query LIKE '%checkout_buy%')`,
      [where.pid ?? null, where.checkout ?? null],
    );
    return rows[0]!.n > 0;
  };

  beforeAll(async () => {
    server = await startTestApp();
    drawId = await openDraw(server);
  });
  afterAll(async () => {
    await Promise.all(clients.map((opened) => opened.end()));
    await server.close();
  });

  it('answers 503 with Retry-After, changes nothing, and the same key then buys', async () => {
    // The checkout locks the member's row (the debit), then each product row in id order.
    const first = await stock(server, drawId, '310001', 5, 100);
    const second = await stock(server, drawId, '310002', 5, 100);
    const buyer = await newBuyer(server, { cents: 10_00 });
    const body = {
      isGift: true,
      products: [
        { productId: first, qty: 1 },
        { productId: second, qty: 1 },
      ],
    };

    // `gate` holds the first product, so the checkout stops there holding the member's row;
    // `rival` holds the second and then asks for the member's row (waiting for the checkout).
    // Opening the gate lets the checkout on to the second product: the checkout closes the cycle,
    // so its backend is the one PostgreSQL's deadlock check (deadlock_timeout, 1 s) ends. The
    // rival's own check is put off so that it cannot be the one chosen.
    const [gate, rival] = [await client(), await client()];
    await gate.query('BEGIN');
    await gate.query('UPDATE product SET remaining = remaining WHERE id = $1', [first]);
    const [{ pid: rivalPid }] = (
      await rival.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    ).rows as [{ pid: number }];
    await rival.query('BEGIN');
    await rival.query(`SET LOCAL deadlock_timeout = '1min'`);
    await rival.query('UPDATE product SET remaining = remaining WHERE id = $1', [second]);

    const answer = server.request('/api/customer/transaction/create', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        locale: 'en',
        authorization: buyer.token,
        'idempotency-key': 'deadlocked-once',
      },
      body: JSON.stringify(body),
    });
    await until(() => waiting({ checkout: true }), 'the checkout to wait for the first product');
    const rivalUpdate = rival.query('UPDATE member SET balance = balance WHERE id = $1', [
      buyer.id,
    ]);
    await until(() => waiting({ pid: rivalPid }), 'the rival to wait for the member');
    await gate.query('ROLLBACK');

    const response = await answer;
    const json = (await response.json()) as { code: number; msg: string };
    await rivalUpdate; // the checkout's locks went with its transaction
    await rival.query('ROLLBACK');

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(json).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      msg: 'The service is busy, please try again shortly',
    });
    const balance = async () =>
      (
        await sql<{ balance: number }>(
          server,
          'SELECT balance::int AS balance FROM member WHERE id = $1',
          [buyer.id],
        )
      )[0]!.balance;
    expect(await balance()).toBe(10_00);
    expect(
      await sql(server, 'SELECT id FROM purchase_order WHERE member_id = $1', [buyer.id]),
    ).toEqual([]);

    // Sent again with the same key, as the client retries: the key was rolled back with the rest.
    const again = await buy(server, buyer, body, { key: 'deadlocked-once' });
    expect(again).toMatchObject({ status: 200, code: 0 });
    expect(await balance()).toBe(8_00);
    expect(await invariants(server)).toEqual({
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
    });
  });
});
