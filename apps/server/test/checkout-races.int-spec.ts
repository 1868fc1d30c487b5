import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import pg from 'pg';
import { sql } from './support/accounts.js';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  buy,
  invariants,
  newBuyer,
  openDraw,
  send,
  stock,
  type Buyer,
} from './checkout-support.js';

// Real parallel requests against one server and one PostgreSQL.
describe('checkout races', () => {
  let server: TestApp;
  let drawId: string;

  beforeAll(async () => {
    // Room for the crowd: 200 buyers at once must queue for a connection, not time out.
    server = await startTestApp({ dbPoolSize: 20, dbConnectTimeoutMs: 20_000 });
    drawId = await openDraw(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('200 buyers for a number with 5 sheets: exactly 5 get one, the rest hear 4005', async () => {
    const product = await stock(server, drawId, '555555', 5, 350);
    const buyers: Buyer[] = [];
    for (let i = 0; i < 200; i += 20) {
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, () => newBuyer(server, { cents: 10_00 })),
        )),
      );
    }
    const answers = await Promise.all(
      buyers.map((buyer) => buy(server, buyer, { products: [{ productId: product, qty: 1 }] })),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(5);
    expect(codes.filter((code) => code === ErrorCode.NotEnoughProduct)).toHaveLength(195);

    const sheets = await sql(
      server,
      'SELECT set_no, owner_id::text AS owner FROM sheet WHERE product_id = $1 ORDER BY set_no',
      [product],
    );
    const winners = buyers.filter((_, i) => answers[i]!.code === 0).map((buyer) => buyer.id);
    expect(sheets.map((sheet) => sheet.owner).sort()).toEqual([...winners].sort());
    const [row] = await sql(server, 'SELECT remaining, sold FROM product WHERE id = $1', [product]);
    expect(row).toEqual({ remaining: 0, sold: 5 });
    // Losers paid nothing.
    const [paid] = await sql(
      server,
      `SELECT count(*)::int AS n FROM member WHERE balance = 650 AND id = ANY ($1::bigint[])`,
      [winners],
    );
    expect(paid).toEqual({ n: 5 });
    expect(await invariants(server)).toEqual({
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
    });
  });

  it('as many buyers at once as there are sheets: every one gets a sheet, none hears 4005', async () => {
    // Each buyer claims a sheet the others do not hold: none waits, and none is told "0 left"
    // while a sheet is free. Three rounds, so an unlucky schedule cannot hide a collision.
    for (const [round, number] of ['515151', '525252', '535353'].entries()) {
      const sheets = 30;
      const product = await stock(server, drawId, number, sheets, 100);
      const buyers = await Promise.all(
        Array.from({ length: sheets }, () => newBuyer(server, { cents: 1_00 })),
      );
      const answers = await Promise.all(
        buyers.map((buyer) => buy(server, buyer, { products: [{ productId: product, qty: 1 }] })),
      );
      expect({ round, codes: answers.map((answer) => answer.code) }).toEqual({
        round,
        codes: Array(sheets).fill(0),
      });
      const [row] = await sql(
        server,
        `SELECT remaining, (SELECT count(DISTINCT owner_id)::int FROM sheet WHERE product_id = $1)
                AS owners FROM product WHERE id = $1`,
        [product],
      );
      expect(row).toEqual({ remaining: 0, owners: sheets });
    }
  });

  it('a sheet another checkout holds is skipped, not waited for', async () => {
    const product = await stock(server, drawId, '565656', 2, 100);
    const buyer = await newBuyer(server, { cents: 1_00 });
    // Another transaction holds the first sheet, as a checkout in flight does.
    const holder = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(
        'SELECT id FROM sheet WHERE product_id = $1 ORDER BY id LIMIT 1 FOR UPDATE',
        [product],
      );
      // Waiting for the holder would end in the statement timeout (503), not in a sale.
      const answer = await buy(server, buyer, { products: [{ productId: product, qty: 1 }] });
      expect(answer).toMatchObject({ status: 200, code: 0 });
      const owned = await sql(server, 'SELECT set_no FROM sheet WHERE owner_id = $1', [buyer.id]);
      expect(owned).toEqual([{ set_no: 2 }]);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
  });

  it('one member, ten checkouts at once, each with its own Idempotency-Key: one buys, nine hear 4006', async () => {
    const product = await stock(server, drawId, '545454', 20, 300);
    const buyer = await newBuyer(server, { cents: 5_00 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        buy(server, buyer, { products: [{ productId: product, qty: 1 }] }, { key: `tap-${i}` }),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.code]).sort()).toEqual([
      [200, 0],
      ...Array(9).fill([409, ErrorCode.InsufficientBalance]),
    ]);
    const profile = await send(server, '/api/customer/user/profile', { token: buyer.token });
    expect(profile.period).toMatchObject({ balance: '2.00', totalTicket: 1 });
  });

  it('two checkouts that together exceed the balance: one succeeds, the balance never goes negative', async () => {
    const first = await stock(server, drawId, '010203', 10, 350);
    const second = await stock(server, drawId, '040506', 10, 350);
    for (let round = 0; round < 5; round += 1) {
      const buyer = await newBuyer(server, { cents: 5_00 });
      const answers = await Promise.all(
        [first, second].map((productId) =>
          buy(server, buyer, { products: [{ productId, qty: 1 }] }),
        ),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([
        0,
        ErrorCode.InsufficientBalance,
      ]);
      const profile = await send(server, '/api/customer/user/profile', { token: buyer.token });
      expect(profile.period).toMatchObject({ balance: '1.50', totalTicket: 1 });
      // The sheet of the refused checkout is back on sale.
      const [left] = await sql(
        server,
        'SELECT sum(remaining)::int AS n FROM product WHERE id = ANY ($1::bigint[])',
        [[first, second]],
      );
      expect(left).toEqual({ n: 20 - (round + 1) });
    }
    expect(await invariants(server)).toMatchObject({
      negative: 0,
      ledger_mismatch: 0,
      stock_mismatch: 0,
    });
  });

  it('the same Idempotency-Key three times at once: one order, three identical answers', async () => {
    const product = await stock(server, drawId, '777777', 10, 200);
    const buyer = await newBuyer(server, { cents: 10_00 });
    const body = { products: [{ productId: product, qty: 2 }] };
    const answers = await Promise.all(
      [1, 2, 3].map(() => buy(server, buyer, body, { key: 'tap-tap-tap' })),
    );
    expect(answers[0]).toMatchObject({ code: 0, period: { balance: '6.00', quantity: 2 } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const orders = await sql(server, 'SELECT id FROM purchase_order WHERE member_id = $1', [
      buyer.id,
    ]);
    expect(orders).toHaveLength(1);
    const [row] = await sql(server, 'SELECT remaining FROM product WHERE id = $1', [product]);
    expect(row).toEqual({ remaining: 8 });
  });
});
