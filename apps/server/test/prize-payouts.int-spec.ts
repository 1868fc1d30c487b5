import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testResults } from './support/test-results.js';
import {
  buy,
  invariants,
  newBuyer,
  openDraw,
  send,
  stock,
  type Buyer,
} from './checkout-support.js';

/** The 2nd prize lists 200000 twice and the first three digits 777 twice (equal numbers in one
 * kind happen in real draws). */
const results = testResults({
  second: ['200000', '200000', '200002', '200003', '200004'],
  first3: ['777', '777'],
});

/**
 * What a prize pays: each time its winning number is listed, each kind a ticket wins, the
 * shop's amounts (or the official ones), and a prize of exactly the automatic limit credited.
 */
describe('prize payouts', () => {
  let server: TestApp;
  let admin: Buyer;
  // The limit is the last-three-digits payout (115.00) exactly.
  const limitCents = 11_500;

  const balance = async (buyer: Buyer) =>
    (await send(server, '/api/customer/user/profile', { token: buyer.token })).period.balance;
  const asAdmin = (path: string, body: unknown) =>
    send(server, `/api/company/draw/${path}`, { token: admin.token, body });
  const prizesOf = async (buyer: Buyer, status: string) =>
    (await asAdmin('prizes', { status, limit: 100 })).period.items
      .filter((p: { member: { userId: string } }) => p.member.userId === buyer.id)
      .map((p: { number: string; kind: string; amount: string }) => [p.number, p.kind, p.amount])
      .sort();

  /** An open draw with these numbers (one sheet each) bought by `who`, then closed and published. */
  async function drawWith(
    drawDate: string,
    sales: Array<[Buyer, string[]]>,
  ): Promise<{ gameEventId: string; code: number }> {
    const gameEventId = await openDraw(server, drawDate);
    for (const [buyer, tickets] of sales) {
      const products = [];
      for (const number of tickets) {
        products.push({ productId: await stock(server, gameEventId, number, 1), qty: 1 });
      }
      expect((await buy(server, buyer, { products })).code).toBe(0);
    }
    expect((await asAdmin('status', { gameEventId, status: 'CLOSE' })).code).toBe(0);
    const published = await asAdmin('publish', { gameEventId, results });
    return { gameEventId, code: published.code };
  }

  beforeAll(async () => {
    server = await startTestApp({ prizeAutoCreditCents: limitCents });
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(() => server.close());

  it('a number listed twice pays twice, and a ticket winning two kinds is paid both', async () => {
    const twice = await newBuyer(server, { cents: 10_000 });
    const atLimit = await newBuyer(server, { cents: 10_000 });
    const draw = await drawWith('2030-03-01', [
      [twice, ['777888', '200000']],
      [atLimit, ['123999']],
    ]);
    expect(draw.code).toBe(0);

    // 777888: first three digits (777, listed twice) and last three (888). 200000: 2nd prize twice.
    expect(await prizesOf(twice, 'all')).toEqual([
      ['200000', 'second', '11600.00'],
      ['777888', 'first3', '230.00'],
      ['777888', 'last3', '115.00'],
    ]);
    // The prize check a visitor makes says the same.
    const check = await send(server, '/checkLottoPrizes', {
      body: { number: '200000', gameEventId: draw.gameEventId },
    });
    expect(check.period.wins.map((w: { kind: string }) => w.kind)).toEqual(['second', 'second']);

    // Up to the limit credited at once (115.00 is the limit exactly); above it, waiting.
    expect(await balance(twice)).toBe('208.00'); // 100.00 - 2 x 3.50 + 115.00
    expect(await balance(atLimit)).toBe('211.50'); // 100.00 - 3.50 + 115.00
    expect(await prizesOf(atLimit, 'credited')).toEqual([['123999', 'last3', '115.00']]);
    expect(await prizesOf(twice, 'waiting')).toEqual([
      ['200000', 'second', '11600.00'],
      ['777888', 'first3', '230.00'],
    ]);

    // The duplicate "first three" prize, credited by an admin, pays 230.00.
    const sheetId = (
      await asAdmin('prizes', { status: 'waiting', gameEventId: draw.gameEventId })
    ).period.items.find((p: { kind: string }) => p.kind === 'first3').sheetId;
    expect((await asAdmin('creditPrize', { sheetId, kind: 'first3' })).code).toBe(0);
    expect(await balance(twice)).toBe('438.00');
    expect(await invariants(server)).toMatchObject({ negative: 0, ledger_mismatch: 0 });
  });

  it('a shop without its own prize table pays the official amounts', async () => {
    await sql(server, `DELETE FROM prize_table WHERE agent_id = 'default'`);
    const buyer = await newBuyer(server, { cents: 10_000 });
    expect((await drawWith('2030-03-16', [[buyer, ['000055']]])).code).toBe(0);
    expect(await prizesOf(buyer, 'all')).toEqual([['000055', 'last2', '58.00']]);
    expect(await balance(buyer)).toBe('154.50'); // 100.00 - 3.50 + 58.00
    const table = await send(server, '/revardValue', { method: 'GET' });
    expect(table.period.find((p: { kind: string }) => p.kind === 'last2').payout).toBe('58.00');
  });
});
