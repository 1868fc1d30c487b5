// Every money call at the same moment as others of the same member, each request with its own
// Idempotency-Key (as the PWA sends them), over real HTTP against one PostgreSQL (issue 11).
// Claiming a key inserts a row whose foreign key share-locks the member's row; a path that then
// asked for FOR UPDATE on that row deadlocked with its twin (500, then statement timeouts).
// Each answer must be a clean catalogue code, and the money must add up.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { buy, openDraw, stock } from './checkout-support.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  balanceOf,
  fund,
  memberWithBank,
  ok,
  reconcileOk,
  sql,
  withKey,
} from './wallet-support.js';

const ADMIN_PHONE = '011222777';
const ADMIN_PASSWORD = 'admin2026';
const AT_ONCE = 10;

let keys = 0;
/** A fresh Idempotency-Key, as each press of a button gets. */
const newKey = () => `race-${process.pid}-${(keys += 1)}`;

/** Codes of the answers, counted: `{ 0: 1, 6004: 9 }`. */
function tally(answers: Array<{ code: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { code } of answers) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('money calls racing, each with its own Idempotency-Key', () => {
  let server: TestApp;
  let admin: string;

  beforeAll(async () => {
    // A connection for every request of a race: they queue on row locks, not for the pool.
    server = await startTestApp({
      adminPhone: ADMIN_PHONE,
      adminPassword: ADMIN_PASSWORD,
      dbPoolSize: 3 * AT_ONCE,
    });
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(async () => {
    try {
      await reconcileOk(server, admin);
    } finally {
      await server.close();
    }
  });

  const withdraw = (token: string) =>
    withKey(server, '/api/customer/payment/withdraw', {}, token, newKey());

  it('ten withdrawals of one member: one takes the balance, nine hear 6004', async () => {
    const { token, id } = await memberWithBank(server);
    await fund(server, token, admin, '100');
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => withdraw(token)));
    expect(tally(answers)).toEqual({ 0: 1, [ErrorCode.AmountNotEnough]: AT_ONCE - 1 });
    expect(await balanceOf(server, token)).toBe('0.00');
    const rows = await sql(server, 'SELECT amount, status FROM withdrawal WHERE member_id = $1', [
      id,
    ]);
    expect(rows).toEqual([{ amount: '10000', status: 'pending' }]);
  });

  it('deposits while the member withdraws: every deposit is made, one withdrawal', async () => {
    const { token, id } = await memberWithBank(server);
    await fund(server, token, admin, '5');
    const answers = await Promise.all([
      withdraw(token),
      ...Array.from({ length: AT_ONCE }, () =>
        withKey(server, '/api/customer/payment/deposit', { amt: '1' }, token, newKey()),
      ),
    ]);
    expect(tally(answers)).toEqual({ 0: AT_ONCE + 1 });
    const [deposits] = await sql(
      server,
      "SELECT count(*)::int AS n FROM deposit WHERE member_id = $1 AND status = 'pending'",
      [id],
    );
    expect(deposits.n).toBe(AT_ONCE);
    expect(await balanceOf(server, token)).toBe('0.00');
  });

  it('confirmations of one deposit while its member withdraws: credited once, 6016 for the rest', async () => {
    const { token } = await memberWithBank(server);
    await fund(server, token, admin, '3');
    const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '7' }, { token });
    const answers = await Promise.all([
      withdraw(token),
      ...Array.from({ length: AT_ONCE }, () =>
        withKey(server, '/api/company/payment/confirmDeposit', { RefId }, admin, newKey()),
      ),
    ]);
    const confirmations = tally(answers.slice(1));
    expect(confirmations).toEqual({ 0: 1, [ErrorCode.DepositAlreadySettled]: AT_ONCE - 1 });
    // Withdrawn: the 3.00, and the 7.00 too when the credit came first.
    expect(tally(answers.slice(0, 1))).toEqual({ 0: 1 });
    const [left] = await sql(
      server,
      `SELECT (SELECT balance FROM member WHERE id = d.member_id)
            + (SELECT coalesce(sum(amount), 0) FROM withdrawal w
                WHERE w.member_id = d.member_id) AS total
         FROM deposit d WHERE d.ref_id = $1`,
      [RefId],
    );
    expect(left.total).toBe('1000');
  });

  it('payouts of one withdrawal while the member withdraws again: paid once, 6017 for the rest', async () => {
    const { token } = await memberWithBank(server);
    await fund(server, token, admin, '4');
    const first = await ok(server, '/api/customer/payment/withdraw', {}, { token });
    await fund(server, token, admin, '2');
    const answers = await Promise.all([
      withdraw(token),
      ...Array.from({ length: AT_ONCE }, (_, index) =>
        withKey(
          server,
          '/api/company/payment/payWithdraw',
          { RefId: first.RefId, bankReference: `ABA-${index}` },
          admin,
          newKey(),
        ),
      ),
    ]);
    expect(tally(answers.slice(0, 1))).toEqual({ 0: 1 });
    expect(tally(answers.slice(1))).toEqual({
      0: 1,
      [ErrorCode.WithdrawalAlreadySettled]: AT_ONCE - 1,
    });
    expect(await balanceOf(server, token)).toBe('0.00');
  });

  it('rejections of one withdrawal while the member withdraws again: refunded once, 6017 for the rest', async () => {
    const { token } = await memberWithBank(server);
    await fund(server, token, admin, '4');
    const first = await ok(server, '/api/customer/payment/withdraw', {}, { token });
    await fund(server, token, admin, '2');
    const answers = await Promise.all([
      withdraw(token),
      ...Array.from({ length: AT_ONCE }, () =>
        withKey(
          server,
          '/api/company/payment/rejectWithdraw',
          { RefId: first.RefId, reason: 'wrong account' },
          admin,
          newKey(),
        ),
      ),
    ]);
    expect(tally(answers.slice(1))).toEqual({
      0: 1,
      [ErrorCode.WithdrawalAlreadySettled]: AT_ONCE - 1,
    });
    // The refunded 4.00 is either taken by a withdrawal that came after it, or still there.
    const withdrawn = answers
      .slice(0, 1)
      .filter((answer) => answer.code === 0)
      .reduce((sum, answer) => sum + Number(answer.period.amt), 0);
    expect(withdrawn + Number(await balanceOf(server, token))).toBe(6);
  });

  it('adjustments while the member withdraws: each applied once, never below zero', async () => {
    const { token, id } = await memberWithBank(server);
    await fund(server, token, admin, '10');
    const answers = await Promise.all([
      withdraw(token),
      ...Array.from({ length: AT_ONCE }, () =>
        withKey(
          server,
          '/api/company/payment/adjustBalance',
          { userId: id, amt: '1', reason: 'goodwill' },
          admin,
          newKey(),
        ),
      ),
    ]);
    expect(tally(answers.slice(1))).toEqual({ 0: AT_ONCE });
    expect(tally(answers.slice(0, 1))).toEqual({ 0: 1 });
    const withdrawn = answers
      .slice(0, 1)
      .filter((answer) => answer.code === 0)
      .reduce((sum, answer) => sum + Number(answer.period.amt), 0);
    expect(withdrawn + Number(await balanceOf(server, token))).toBe(20);
  });

  it('checkouts while the member withdraws: each sale paid once, the rest 6004 or a clean refusal', async () => {
    const drawId = await openDraw(server);
    const product = await stock(server, drawId, '123456', AT_ONCE, 100);
    const buyer = await memberWithBank(server);
    await fund(server, buyer.token, admin, '5');
    const answers = await Promise.all([
      withdraw(buyer.token),
      ...Array.from({ length: AT_ONCE }, () =>
        buy(
          server,
          { id: buyer.id, token: buyer.token },
          { products: [{ productId: product, qty: 1 }] },
          { key: newKey() },
        ),
      ),
    ]);
    const codes = answers.map((answer) => answer.code);
    // Before the withdrawal, a sale; after it, the balance is zero.
    expect(
      codes.every((code) =>
        [0, ErrorCode.AmountNotEnough, ErrorCode.InsufficientBalance].includes(code),
      ),
    ).toBe(true);
    const [sold] = await sql(
      server,
      'SELECT count(*)::int AS n FROM sheet WHERE product_id = $1 AND sold_to IS NOT NULL',
      [product],
    );
    const sales = codes.slice(1).filter((code) => code === 0).length;
    expect(sold.n).toBe(sales);
    const withdrawn = answers
      .slice(0, 1)
      .filter((answer) => answer.code === 0)
      .reduce((sum, answer) => sum + Number(answer.period.amt), 0);
    expect(withdrawn + sales + Number(await balanceOf(server, buyer.token))).toBe(5);
  });
});
