import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import pg from 'pg';
import { sql } from './support/accounts.js';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  buyAs,
  buyerKinds,
  invariants,
  newBuyers,
  newKindBuyer,
  openDraw,
  stock,
} from './checkout-support.js';

// Real parallel requests against one server and one PostgreSQL, once for each kind of buyer
// (checkout-support.ts buyerKinds), all served by the one checkout, `checkout_buy`. Buyers are made in bulk (checkout-support.ts newBuyers), so the crowd's time
// is the checkouts' own.
describe('checkout races', () => {
  let server: TestApp;
  let drawId: string;
  let numbers = 0;
  /** A number no other product of the draw has. */
  const freshNumber = () => String(200000 + (numbers += 1));

  const codesOf = (answers: Array<{ code: number }>) => answers.map((answer) => answer.code);
  const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;
  /** A member's balance in cents and the sheets sold to them. */
  const holdings = async (memberId: string) =>
    (
      await sql<{ balance: number; sheets: number }>(
        server,
        `SELECT balance::int AS balance,
                (SELECT count(*)::int FROM sheet WHERE sold_to = $1) AS sheets
           FROM member WHERE id = $1::bigint`,
        [memberId],
      )
    )[0];

  beforeAll(async () => {
    // Room for a crowd: the buyers queue for a connection, they do not time out.
    server = await startTestApp({ dbPoolSize: 20, dbConnectTimeoutMs: 20_000 });
    drawId = await openDraw(server);
  });
  afterEach(async () => {
    // Nothing about money or stock may change while it moves: after every race, no sheet sold
    // twice (orders hold exactly the sheets they paid for), sold + remaining = loaded, and every
    // balance is its ledger.
    expect(await invariants(server)).toEqual({
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each(buyerKinds)('buying as %s', (kind) => {
    it('hot number: 30 buyers at once for 5 sheets: exactly 5 get one, 25 hear 4005 and pay nothing', async () => {
      const product = await stock(server, drawId, freshNumber(), 5, 350);
      const buyers = await newBuyers(server, kind, 30, 10_00);
      const answers = await Promise.all(
        buyers.map((buyer) => buyAs(server, buyer, [{ productId: product, qty: 1 }])),
      );
      const codes = codesOf(answers);
      expect([countOf(codes, 0), countOf(codes, ErrorCode.NotEnoughProduct)]).toEqual([5, 25]);

      const winners = buyers.filter((_, i) => codes[i] === 0).map((buyer) => buyer.id);
      const sheets = await sql(
        server,
        'SELECT owner_id::text AS owner FROM sheet WHERE product_id = $1',
        [product],
      );
      expect(sheets.map((sheet) => sheet.owner).sort()).toEqual([...winners].sort());
      const [row] = await sql(server, 'SELECT remaining, sold FROM product WHERE id = $1', [
        product,
      ]);
      expect(row).toEqual({ remaining: 0, sold: 5 });
      const [paid] = await sql(
        server,
        `SELECT count(*) FILTER (WHERE balance = 650)::int AS winners,
                count(*) FILTER (WHERE balance = 1000)::int AS untouched
           FROM member WHERE id = ANY ($1::bigint[])`,
        [buyers.map((buyer) => buyer.id)],
      );
      expect(paid).toEqual({ winners: 5, untouched: 25 });
    });

    it('last ticket: 10 buyers at once for one sheet: one gets it', async () => {
      const product = await stock(server, drawId, freshNumber(), 1, 100);
      const buyers = await newBuyers(server, kind, 10, 1_00);
      const codes = codesOf(
        await Promise.all(
          buyers.map((buyer) => buyAs(server, buyer, [{ productId: product, qty: 1 }])),
        ),
      );
      expect([countOf(codes, 0), countOf(codes, ErrorCode.NotEnoughProduct)]).toEqual([1, 9]);
      const [row] = await sql(
        server,
        `SELECT p.remaining, s.owner_id::text AS owner FROM product p
           JOIN sheet s ON s.product_id = p.id WHERE p.id = $1`,
        [product],
      );
      expect(row).toEqual({ remaining: 0, owner: buyers[codes.indexOf(0)]!.id });
    });

    it('as many buyers at once as there are sheets: every one gets a sheet, none hears 4005', async () => {
      // Each buyer claims a sheet the others do not hold: none waits, and none is told "0 left"
      // while a sheet is free. Two rounds, so an unlucky schedule cannot hide a collision.
      for (let round = 0; round < 2; round += 1) {
        const sheets = 15;
        const product = await stock(server, drawId, freshNumber(), sheets, 100);
        const buyers = await newBuyers(server, kind, sheets, 1_00);
        const answers = await Promise.all(
          buyers.map((buyer) => buyAs(server, buyer, [{ productId: product, qty: 1 }])),
        );
        expect({ round, codes: codesOf(answers) }).toEqual({
          round,
          codes: Array(sheets).fill(0),
        });
        const [row] = await sql(
          server,
          `SELECT remaining,
                  (SELECT count(DISTINCT owner_id)::int FROM sheet WHERE product_id = $1) AS owners
             FROM product WHERE id = $1`,
          [product],
        );
        expect(row).toEqual({ remaining: 0, owners: sheets });
      }
    });

    it('a sheet another checkout holds is skipped, not waited for', async () => {
      const product = await stock(server, drawId, freshNumber(), 2, 100);
      const buyer = await newKindBuyer(server, kind, 1_00);
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
        const answer = await buyAs(server, buyer, [{ productId: product, qty: 1 }]);
        expect(answer).toMatchObject({ status: 200, code: 0 });
        const owned = await sql(server, 'SELECT set_no FROM sheet WHERE owner_id = $1', [buyer.id]);
        expect(owned).toEqual([{ set_no: 2 }]);
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
    });

    it('last dollar: one member, ten checkouts at once with their own keys: one buys, nine hear 4006', async () => {
      const product = await stock(server, drawId, freshNumber(), 20, 300);
      const buyer = await newKindBuyer(server, kind, 5_00);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          buyAs(server, buyer, [{ productId: product, qty: 1 }], { key: `tap-${i}` }),
        ),
      );
      expect(answers.map((answer) => [answer.status, answer.code]).sort()).toEqual([
        [200, 0],
        ...Array(9).fill([409, ErrorCode.InsufficientBalance]),
      ]);
      expect(await holdings(buyer.id)).toEqual({ balance: 2_00, sheets: 1 });
    });

    it('last dollar: two checkouts that together exceed the balance: one succeeds, the other sheet stays on sale', async () => {
      const first = await stock(server, drawId, freshNumber(), 10, 350);
      const second = await stock(server, drawId, freshNumber(), 10, 350);
      const buyers = await newBuyers(server, kind, 3, 5_00);
      for (const [round, buyer] of buyers.entries()) {
        const answers = await Promise.all(
          [first, second].map((productId) => buyAs(server, buyer, [{ productId, qty: 1 }])),
        );
        expect(codesOf(answers).sort()).toEqual([0, ErrorCode.InsufficientBalance]);
        expect(await holdings(buyer.id)).toEqual({ balance: 1_50, sheets: 1 });
        const [left] = await sql(
          server,
          'SELECT sum(remaining)::int AS n FROM product WHERE id = ANY ($1::bigint[])',
          [[first, second]],
        );
        expect(left).toEqual({ n: 20 - (round + 1) });
      }
    });

    it('spending limit: ten checkouts at once against a daily limit of 5.00: one buys, nine hear 4201', async () => {
      const product = await stock(server, drawId, freshNumber(), 20, 300);
      const buyer = await newKindBuyer(server, kind, 50_00);
      // The member's own limit, on top of whatever the kind has.
      await sql(
        server,
        `INSERT INTO member_limit (member_id, daily) VALUES ($1, 500)
         ON CONFLICT (member_id) DO UPDATE SET daily = 500`,
        [buyer.id],
      );
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          buyAs(server, buyer, [{ productId: product, qty: 1 }], { key: `limit-${i}` }),
        ),
      );
      expect(answers.map((answer) => [answer.status, answer.code]).sort()).toEqual([
        [200, 0],
        ...Array(9).fill([409, ErrorCode.DailyLimitReached]),
      ]);
      expect(await holdings(buyer.id)).toEqual({ balance: 47_00, sheets: 1 });
    });

    it('on a break: a checkout buys nothing (4203)', async () => {
      const product = await stock(server, drawId, freshNumber(), 2, 100);
      const buyer = await newKindBuyer(server, kind, 10_00);
      await sql(
        server,
        `INSERT INTO member_limit (member_id, break_until) VALUES ($1, now() + interval '1 day')
         ON CONFLICT (member_id) DO UPDATE SET break_until = now() + interval '1 day'`,
        [buyer.id],
      );
      const answer = await buyAs(server, buyer, [{ productId: product, qty: 1 }]);
      expect(answer.code).toBe(ErrorCode.TakingABreak);
      expect(await holdings(buyer.id)).toEqual({ balance: 10_00, sheets: 0 });
    });

    it('idempotent retry: one key three times at once and once more later: one order, four identical answers', async () => {
      const product = await stock(server, drawId, freshNumber(), 10, 200);
      const buyer = await newKindBuyer(server, kind, 10_00);
      const lines = [{ productId: product, qty: 2 }];
      const answers = await Promise.all(
        [1, 2, 3].map(() => buyAs(server, buyer, lines, { key: 'tap-tap-tap' })),
      );
      expect(answers[0]).toMatchObject({ code: 0, period: { balance: '6.00', quantity: 2 } });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      // A retry after the answer was lost.
      expect(await buyAs(server, buyer, lines, { key: 'tap-tap-tap' })).toEqual(answers[0]);
      // The key with another body buys nothing.
      const other = await buyAs(server, buyer, [{ productId: product, qty: 1 }], {
        key: 'tap-tap-tap',
      });
      expect([other.status, other.code]).toEqual([409, ErrorCode.IdempotencyKeyReused]);

      const orders = await sql(server, 'SELECT id FROM purchase_order WHERE member_id = $1', [
        buyer.id,
      ]);
      expect(orders).toHaveLength(1);
      expect(await holdings(buyer.id)).toEqual({ balance: 6_00, sheets: 2 });
      const [row] = await sql(server, 'SELECT remaining FROM product WHERE id = $1', [product]);
      expect(row).toEqual({ remaining: 8 });
    });
  });
});
