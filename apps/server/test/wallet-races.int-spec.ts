// Every money call at the same moment as others of the same member, each request with its own
// Idempotency-Key (as the PWA sends them), over real HTTP against one PostgreSQL (issue 11).
// Claiming a key inserts a row whose foreign key share-locks the member's row; a path that then
// asked for FOR UPDATE on that row deadlocked with its twin (500, then statement timeouts).
// Each answer must be a clean catalogue code, and the money must add up.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, parseCents } from '@lottery/contracts';
import { buy, openDraw, stock } from './checkout-support.js';
import type { Answer } from './support/accounts.js';
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

  /**
   * One withdrawal of the member at the same moment as AT_ONCE calls of another money path.
   * The member has money, so the withdrawal succeeds; answers what it took and the others.
   */
  async function alongsideWithdrawal(token: string, other: (index: number) => Promise<Answer>) {
    const [withdrawal, ...others] = await Promise.all([
      withdraw(token),
      ...Array.from({ length: AT_ONCE }, (_, index) => other(index)),
    ]);
    expect(withdrawal!.code).toBe(0);
    return { withdrawn: parseCents(withdrawal!.period.amt)!, others };
  }

  /** A member with a pending withdrawal of 4.00 and another 2.00 on the balance. */
  async function withPendingWithdrawal() {
    const member = await memberWithBank(server);
    await fund(server, member.token, admin, '4');
    const { RefId } = await ok(server, '/api/customer/payment/withdraw', {}, member);
    await fund(server, member.token, admin, '2');
    return { ...member, RefId: RefId as string };
  }

  const balanceCents = async (token: string) => parseCents(await balanceOf(server, token))!;

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

  it('deposits while the member withdraws: every deposit is made', async () => {
    const { token, id } = await memberWithBank(server);
    await fund(server, token, admin, '5');
    const { withdrawn, others } = await alongsideWithdrawal(token, () =>
      withKey(server, '/api/customer/payment/deposit', { amt: '1' }, token, newKey()),
    );
    expect(tally(others)).toEqual({ 0: AT_ONCE });
    expect(withdrawn).toBe(5_00);
    const [deposits] = await sql(
      server,
      "SELECT count(*)::int AS n FROM deposit WHERE member_id = $1 AND status = 'pending'",
      [id],
    );
    expect(deposits.n).toBe(AT_ONCE);
  });

  it('confirmations of one deposit while its member withdraws: credited once, 6016 for the rest', async () => {
    const { token } = await memberWithBank(server);
    await fund(server, token, admin, '3');
    const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '7' }, { token });
    const { withdrawn, others } = await alongsideWithdrawal(token, () =>
      withKey(server, '/api/company/payment/confirmDeposit', { RefId }, admin, newKey()),
    );
    expect(tally(others)).toEqual({ 0: 1, [ErrorCode.DepositAlreadySettled]: AT_ONCE - 1 });
    // The withdrawal took the 3.00, and the 7.00 too when the credit came first.
    expect(withdrawn + (await balanceCents(token))).toBe(10_00);
  });

  it('payouts of one withdrawal while the member withdraws again: paid once, 6017 for the rest', async () => {
    const { token, RefId } = await withPendingWithdrawal();
    const { withdrawn, others } = await alongsideWithdrawal(token, (index) =>
      withKey(
        server,
        '/api/company/payment/payWithdraw',
        { RefId, bankReference: `ABA-${index}` },
        admin,
        newKey(),
      ),
    );
    expect(tally(others)).toEqual({ 0: 1, [ErrorCode.WithdrawalAlreadySettled]: AT_ONCE - 1 });
    expect(withdrawn).toBe(2_00);
    expect(await balanceOf(server, token)).toBe('0.00');
  });

  it('rejections of one withdrawal while the member withdraws again: refunded once, 6017 for the rest', async () => {
    const { token, RefId } = await withPendingWithdrawal();
    const { withdrawn, others } = await alongsideWithdrawal(token, () =>
      withKey(
        server,
        '/api/company/payment/rejectWithdraw',
        { RefId, reason: 'wrong account' },
        admin,
        newKey(),
      ),
    );
    expect(tally(others)).toEqual({ 0: 1, [ErrorCode.WithdrawalAlreadySettled]: AT_ONCE - 1 });
    // The refunded 4.00 was taken by the new withdrawal when it came after the refund.
    expect(withdrawn + (await balanceCents(token))).toBe(6_00);
  });

  it('adjustments while the member withdraws: each applied once', async () => {
    const { token, id } = await memberWithBank(server);
    await fund(server, token, admin, '10');
    const { withdrawn, others } = await alongsideWithdrawal(token, () =>
      withKey(
        server,
        '/api/company/payment/adjustBalance',
        { userId: id, amt: '1', reason: 'goodwill' },
        admin,
        newKey(),
      ),
    );
    expect(tally(others)).toEqual({ 0: AT_ONCE });
    expect(withdrawn + (await balanceCents(token))).toBe(20_00);
  });

  it('checkouts while the member withdraws: each sale paid once, the others refused cleanly', async () => {
    const drawId = await openDraw(server);
    const product = await stock(server, drawId, '123456', AT_ONCE, 1_00);
    const buyer = await memberWithBank(server);
    // More than every checkout together can take, so the withdrawal always finds money: with
    // 5.00 and the one-call checkout, five sales could drain it first (seen in CI: 6004).
    await fund(server, buyer.token, admin, '15');
    const { withdrawn, others } = await alongsideWithdrawal(buyer.token, () =>
      buy(server, buyer, { products: [{ productId: product, qty: 1 }] }, { key: newKey() }),
    );
    // Before the withdrawal, a sale; after it, the balance is zero: 4006.
    const { 0: sales = 0, ...refused } = tally(others);
    expect(refused).toEqual(
      sales < AT_ONCE ? { [ErrorCode.InsufficientBalance]: AT_ONCE - sales } : {},
    );
    const [sold] = await sql(
      server,
      'SELECT count(*)::int AS n FROM sheet WHERE product_id = $1 AND sold_to IS NOT NULL',
      [product],
    );
    expect(sold.n).toBe(sales);
    expect(withdrawn + sales * 1_00 + (await balanceCents(buyer.token))).toBe(15_00);
  });
});
