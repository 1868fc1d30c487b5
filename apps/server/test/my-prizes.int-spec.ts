import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  centsToDecimal,
  ErrorCode,
  parseCents,
  type MyPrizeDraw,
  type MyTicket,
} from '@lottery/contracts';
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

const results = testResults();

/**
 * My prizes (issue 30): every prize a member won, by draw, with its state: credited at once
 * (small), waiting for payout (large), partly paid (an admin paid part of it) with what is paid
 * and what remains; ticket cards say the same.
 */
describe('my prizes', () => {
  let server: TestApp;
  let admin: Buyer;

  const cents = (amount: string) => parseCents(amount)!;
  const balance = async (buyer: Buyer) =>
    cents(
      (await send(server, '/api/customer/user/profile', { token: buyer.token })).period.balance,
    );
  const asAdmin = (path: string, body: unknown) =>
    send(server, `/api/company/draw/${path}`, { token: admin.token, body });
  const myPrizes = async (buyer: Buyer) => {
    const answer = await send<MyPrizeDraw[]>(server, '/api/customer/user/myPrizes', {
      method: 'GET',
      token: buyer.token,
    });
    expect(answer.code).toBe(0);
    return answer.period;
  };

  beforeAll(async () => {
    // The last-two-digits prize is credited at once; the first and second prizes wait.
    server = await startTestApp({ prizeAutoCreditCents: 1000_00 });
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(() => server.close());

  it('lists credited, waiting and partly paid prizes by draw; paying the rest credits it', async () => {
    const winner = await newBuyer(server, { cents: 100_00 });
    const gameEventId = await openDraw(server, '2030-05-01');
    const products = [];
    for (const number of ['100000', '200002', '123455'])
      products.push({ productId: await stock(server, gameEventId, number, 1), qty: 1 });
    expect((await buy(server, winner, { products, isGift: true })).code).toBe(0);
    expect((await asAdmin('status', { gameEventId, status: 'CLOSE' })).code).toBe(0);
    expect((await asAdmin('publish', { gameEventId, results })).code).toBe(0);

    const [draw] = await myPrizes(winner);
    expect(draw).toMatchObject({ gid: gameEventId, drawDate: '2030-05-01' });
    const byNumber = new Map(draw!.prizes.map((prize) => [prize.number, prize]));
    expect(byNumber.get('123455')).toMatchObject({ kind: 'last2', status: 'credited' });
    expect(byNumber.get('200002')).toMatchObject({
      kind: 'second',
      status: 'waiting',
      paid: '0.00',
    });
    const first = byNumber.get('100000')!;
    expect(first).toMatchObject({ kind: 'first', status: 'waiting', paid: '0.00' });
    expect(first.remaining).toBe(first.amount);

    // An admin pays 50,000.00 of the first prize: partly paid, the rest still waits.
    const before = await balance(winner);
    const sheetId = (
      await sql<{ id: string }>(
        server,
        `SELECT id::text AS id FROM sheet WHERE game_event_id = $1 AND number = '100000'`,
        [gameEventId],
      )
    )[0]!.id;
    const part = await asAdmin('creditPrize', { sheetId, kind: 'first', amt: '50000.00' });
    expect(part.code).toBe(0);
    expect(part.period).toMatchObject({ amount: '50000.00', paid: '50000.00' });
    expect(await balance(winner)).toBe(before + 50_000_00);

    const partly = (await myPrizes(winner))[0]!.prizes.find((p) => p.number === '100000')!;
    expect(partly).toMatchObject({
      status: 'partlyPaid',
      paid: '50000.00',
      remaining: centsToDecimal(cents(first.amount) - 50_000_00),
      creditedAt: null,
    });
    // The ticket card says the same: partly paid, with what is paid.
    const tickets = await send<MyTicket[]>(server, '/api/customer/user/myTicket', {
      token: winner.token,
      body: { gid: gameEventId },
    });
    const card = tickets.period.find((ticket) => ticket.number === '100000')!;
    expect(card.prizes).toEqual([
      { kind: 'first', amount: first.amount, status: 'partlyPaid', paid: '50000.00' },
    ]);

    // More than what remains is refused (8002), nothing is no amount at all; neither pays.
    const tooMuch = await asAdmin('creditPrize', { sheetId, kind: 'first', amt: first.amount });
    expect(tooMuch.code).toBe(ErrorCode.PrizePartInvalid);
    const nothing = await asAdmin('creditPrize', { sheetId, kind: 'first', amt: '0.00' });
    expect(nothing.status).toBe(400);
    expect(await balance(winner)).toBe(before + 50_000_00);

    // The rest, without an amount: credited, all of it paid once.
    const rest = await asAdmin('creditPrize', { sheetId, kind: 'first' });
    expect(rest.code).toBe(0);
    expect(rest.period.remaining).toBe('0.00');
    expect(await balance(winner)).toBe(before + cents(first.amount));
    const done = (await myPrizes(winner))[0]!.prizes.find((p) => p.number === '100000')!;
    expect(done).toMatchObject({ status: 'credited', paid: first.amount, remaining: '0.00' });
    expect((await asAdmin('creditPrize', { sheetId, kind: 'first' })).code).toBe(
      ErrorCode.PrizeAlreadyPaid,
    );
    expect(await invariants(server)).toEqual({
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
    });
  });

  it('shows a member only their own prizes, and none to a member who won nothing', async () => {
    expect(await myPrizes(await newBuyer(server))).toEqual([]);
    const signedOut = await send(server, '/api/customer/user/myPrizes', { method: 'GET' });
    expect(signedOut.status).toBe(401);
  });
});
