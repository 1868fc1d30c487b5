import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { prizesWon } from '../src/modules/prize/prize-matching.js';
import { sql } from './support/accounts.js';
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
import { realDraws, resultsOf } from './draw-fixtures.js';

/**
 * Publishing results settles the draw: reward statuses, small prizes credited through the ledger
 * at once, large ones waiting for an admin, and nothing paid twice.
 */
describe('prize settlement on publication', () => {
  let server: TestApp;
  const draw = realDraws[0]!;
  const results = resultsOf(draw);
  const first = draw.prizes.first!.numbers[0]!;
  // A number that wins only the last-two-digits prize, and one that wins nothing.
  const candidates = Array.from({ length: 1000 }, (_, i) => String(i * 1000).padStart(6, '0'));
  const withLast2 = (n: string) => n.slice(0, 4) + draw.prizes.last2!.numbers[0]!;
  const last2Only = candidates.map(withLast2).find(
    (n) =>
      prizesWon(n, results as never)
        .map((w) => w.kind)
        .join() === 'last2',
  )!;
  const loser = candidates.find((n) => prizesWon(n, results as never).length === 0)!;

  let gameEventId = '';
  let lucky: Buyer;
  let small: Buyer;
  let admin: Buyer;
  const balance = async (buyer: Buyer) =>
    (await send(server, '/api/customer/user/profile', { token: buyer.token })).period.balance;
  const prizeList = async (status: string) =>
    (await send(server, '/api/company/draw/prizes', { token: admin.token, body: { status } }))
      .period;

  beforeAll(async () => {
    server = await startTestApp();
    gameEventId = await openDraw(server, draw.date);
    const products = {
      first: await stock(server, gameEventId, first, 2),
      last2: await stock(server, gameEventId, last2Only, 2),
      loser: await stock(server, gameEventId, loser, 2),
    };
    lucky = await newBuyer(server, { cents: 10_000 });
    small = await newBuyer(server, { cents: 10_000 });
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
    expect(
      (await buy(server, lucky, { products: [{ productId: products.first, qty: 1 }] })).code,
    ).toBe(0);
    expect(
      (
        await buy(server, small, {
          products: [
            { productId: products.last2, qty: 2 },
            { productId: products.loser, qty: 1 },
          ],
        })
      ).code,
    ).toBe(0);
    const closed = await send(server, '/api/company/draw/status', {
      token: admin.token,
      body: { gameEventId, status: 'CLOSE' },
    });
    expect(closed.code).toBe(0);
  });
  afterAll(() => server.close());

  it('publishing (three times at once) credits small prizes once, marks winners and losers, and keeps large prizes waiting', async () => {
    expect(await balance(small)).toBe('89.50'); // 100.00 - 3 x 3.50
    // Three admins publish the same results at the same moment: the draw is settled once.
    const published = await Promise.all(
      [1, 2, 3].map(() =>
        send(server, '/api/company/draw/publish', {
          token: admin.token,
          body: { gameEventId, results },
        }),
      ),
    );
    expect(published.map((answer) => answer.code)).toEqual([0, 0, 0]);
    // Two last-2 sheets at the shop's payout of 58.00 each.
    expect(await balance(small)).toBe('205.50');
    expect(await balance(lucky)).toBe('96.50');

    const tickets = (await send(server, '/api/customer/user/myTicket', { token: small.token }))
      .period as Array<{ number: string; rewardStatus: number }>;
    expect(tickets.map((t) => [t.number, t.rewardStatus])).toEqual([
      [last2Only, 2],
      [loser, 1],
    ]);

    const waiting = await prizeList('waiting');
    expect(waiting.items).toEqual([
      expect.objectContaining({ number: first, kind: 'first', amount: '175000.00' }),
    ]);
    expect((await prizeList('credited')).total).toBe(2);
    expect(await invariants(server)).toEqual({
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
    });
  });

  it('publishing again pays nothing twice', async () => {
    const again = await send(server, '/api/company/draw/publish', {
      token: admin.token,
      body: { gameEventId, results },
    });
    expect(again.code).toBe(0);
    expect(await balance(small)).toBe('205.50');
    expect((await prizeList('all')).total).toBe(3);
  });

  it('an admin credits a waiting prize once, even pressed three times at once; again is 1018', async () => {
    const [prize] = (await prizeList('waiting')).items;
    const body = { sheetId: prize.sheetId, kind: prize.kind };
    // Three presses at the same moment: one credit, the others "already paid".
    const presses = await Promise.all(
      [1, 2, 3].map(() =>
        send(server, '/api/company/draw/creditPrize', { token: admin.token, body }),
      ),
    );
    expect(presses.map((answer) => answer.code).sort()).toEqual([0, 1018, 1018]);
    expect(await balance(lucky)).toBe('175096.50');
    const again = await send(server, '/api/company/draw/creditPrize', { token: admin.token, body });
    expect({ code: again.code, status: again.status }).toEqual({ code: 1018, status: 409 });
    expect(await balance(lucky)).toBe('175096.50');
    // A prize that does not exist is not "already paid": 1009, cannot get the reward.
    const unknown = await send(server, '/api/company/draw/creditPrize', {
      token: admin.token,
      body: { sheetId: '987654321', kind: 'first' },
    });
    expect(unknown.code).toBe(1009);
    const member = await send(server, '/api/company/draw/prizes', { token: lucky.token });
    expect(member.code).toBe(403);
    const reconcile = await send(server, '/api/company/payment/reconcile', { token: admin.token });
    expect(reconcile.period.mismatches).toEqual([]);
  });
});
