import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import pg from 'pg';
import { sql } from './support/accounts.js';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { buy, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';

const HOUR = 3_600_000;

// Responsible play (issue 17): limits a member sets, enforced by checkout.
describe('spending limits and breaks', () => {
  let server: TestApp;
  let drawId: string;
  let number = 100_000;

  beforeAll(async () => {
    server = await startTestApp({ dbPoolSize: 10 });
    drawId = await openDraw(server, '2027-03-01');
  });
  afterAll(() => server.close());

  /** A product of `sheets` sheets at `cents` each, bought a line at a time. */
  const product = (sheets: number, cents: number) =>
    stock(server, drawId, String((number += 1)), sheets, cents);
  const limits = (buyer: Buyer) =>
    send(server, '/api/customer/user/limits', { token: buyer.token });
  const setLimits = (buyer: Buyer, body: Record<string, unknown>) =>
    send(server, '/api/customer/user/setLimits', { token: buyer.token, body });
  const buyOne = (buyer: Buyer, productId: string) =>
    buy(server, buyer, { products: [{ productId, qty: 1 }], isGift: true });

  /** Until a statement of this database waits on a row lock (the checkout behind the change). */
  const waitUntilBlocked = async (memberId: string) => {
    for (let tries = 0; tries < 200; tries += 1) {
      const [row] = await sql(
        server,
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (row.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no checkout of member ${memberId} waited for the lock`);
  };

  it('a daily limit refuses the purchase that would go over it (4201), and says what was spent', async () => {
    const buyer = await newBuyer(server, { cents: 100_00 });
    const set = await setLimits(buyer, { daily: '10.00' });
    expect(set.period).toMatchObject({ daily: { amount: '10.00', next: null }, breakUntil: null });
    const item = await product(5, 4_00);
    expect((await buyOne(buyer, item)).code).toBe(0);
    expect((await buyOne(buyer, item)).code).toBe(0);
    const over = await buyOne(buyer, item);
    expect(over).toMatchObject({ status: 409, code: ErrorCode.DailyLimitReached });
    expect((await limits(buyer)).period).toMatchObject({
      spentToday: '8.00',
      spentThisMonth: '8.00',
    });
    // Nothing was taken for the refused one.
    const [member] = await sql(server, 'SELECT balance::int AS balance FROM member WHERE id = $1', [
      buyer.id,
    ]);
    expect(member.balance).toBe(92_00);
  });

  it('a monthly limit refuses with 4202', async () => {
    const buyer = await newBuyer(server, { cents: 100_00 });
    await setLimits(buyer, { monthly: '5.00' });
    const item = await product(3, 3_00);
    expect((await buyOne(buyer, item)).code).toBe(0);
    expect((await buyOne(buyer, item)).code).toBe(ErrorCode.MonthlyLimitReached);
  });

  it('a break (7, 30 or 90 days) stops purchases (4203) and cannot be shortened (4204)', async () => {
    const buyer = await newBuyer(server, { cents: 100_00 });
    const item = await product(2, 2_00);
    const on = await setLimits(buyer, { breakDays: 30 });
    expect(Date.parse(on.period.breakUntil) - Date.now()).toBeGreaterThan(29 * 24 * HOUR);
    expect((await buyOne(buyer, item)).code).toBe(ErrorCode.TakingABreak);
    expect((await setLimits(buyer, { breakDays: 7 })).code).toBe(ErrorCode.BreakCannotBeShortened);
    const longer = await setLimits(buyer, { breakDays: 90 });
    expect(Date.parse(longer.period.breakUntil)).toBeGreaterThan(Date.parse(on.period.breakUntil));
    expect((await setLimits(buyer, { breakDays: 12 })).code).toBe(ErrorCode.InvalidLimit);
  });

  it('refuses a limit that is not an amount (4205)', async () => {
    const buyer = await newBuyer(server);
    for (const daily of ['0', '-5', 'ten', '12.345']) {
      const answer = await setLimits(buyer, { daily });
      expect([daily, answer.code]).toEqual([daily, ErrorCode.InvalidLimit]);
    }
  });

  it('concurrent checkouts do not slip past the daily limit (the member row is locked)', async () => {
    const buyer = await newBuyer(server, { cents: 500_00 });
    await setLimits(buyer, { daily: '10.00' });
    const items = await Promise.all(Array.from({ length: 8 }, () => product(1, 3_00)));
    const answers = await Promise.all(items.map((item) => buyOne(buyer, item)));
    const codes = answers.map((answer) => answer.code);
    // $3.00 each under a $10.00 day: three go through, whatever the interleaving.
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes.filter((code) => code === ErrorCode.DailyLimitReached)).toHaveLength(5);
    const [spent] = await sql(
      server,
      'SELECT sum(total)::int AS total FROM purchase_order WHERE member_id = $1',
      [buyer.id],
    );
    expect(spent.total).toBe(9_00);
  });

  it('a checkout waits for a change of limits holding the member, and neither is refused by a deadlock', async () => {
    const buyer = await newBuyer(server, { cents: 100_00 });
    await setLimits(buyer, { daily: '50.00' });
    const item = await product(1, 3_00);
    // A change of limits takes the member's row, then writes the limits row: hold the first
    // step open, as a slow change would, while the checkout comes.
    const change = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
    await change.connect();
    try {
      await change.query('BEGIN');
      await change.query('SELECT 1 FROM member WHERE id = $1 FOR NO KEY UPDATE', [buyer.id]);
      const checkout = buyOne(buyer, item);
      await waitUntilBlocked(buyer.id);
      // Had the checkout locked the limits row first, this would now deadlock with it.
      await change.query('UPDATE member_limit SET daily = 4000 WHERE member_id = $1', [buyer.id]);
      await change.query('COMMIT');
      expect((await checkout).code).toBe(0);
    } finally {
      await change.end();
    }
  });

  it("admins see a member's limits; members cannot", async () => {
    const buyer = await newBuyer(server);
    await setLimits(buyer, { daily: '15.00', breakDays: 7 });
    const admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
    const seen = await send(server, '/api/company/member/limits', {
      token: admin.token,
      body: { userId: Number(buyer.id) },
    });
    expect(seen.period).toMatchObject({
      daily: { amount: '15.00' },
      breakUntil: expect.any(String),
    });
    const refused = await send(server, '/api/company/member/limits', {
      token: buyer.token,
      body: { userId: Number(buyer.id) },
    });
    expect(refused.code).toBe(ErrorCode.NoAccess);
    const unknown = await send(server, '/api/company/member/limits', {
      token: admin.token,
      body: { userId: 999999 },
    });
    expect(unknown.code).toBe(ErrorCode.InvalidUser);
  });

  // Last: it moves the app's clock a day on (purchases are dated by the database).
  it('lowering takes effect at once; raising or removing only after 24 hours', async () => {
    const buyer = await newBuyer(server, { cents: 100_00 });
    await setLimits(buyer, { daily: '20.00' });
    const lowered = await setLimits(buyer, { daily: '5.00' });
    expect(lowered.period.daily).toEqual({ amount: '5.00', next: null });

    const raised = await setLimits(buyer, { daily: '50.00' });
    expect(raised.period.daily.amount).toBe('5.00');
    expect(raised.period.daily.next.amount).toBe('50.00');
    const from = Date.parse(raised.period.daily.next.from);
    expect(from - Date.now()).toBeGreaterThan(23 * HOUR);
    const item = await product(4, 6_00);
    expect((await buyOne(buyer, item)).code).toBe(ErrorCode.DailyLimitReached);

    // Removing also waits; a day later the raise is in effect and the member buys.
    const removed = await setLimits(buyer, { monthly: '30.00' });
    expect(removed.period.monthly).toEqual({ amount: '30.00', next: null });
    const unlimited = await setLimits(buyer, { monthly: '' });
    expect(unlimited.period.monthly.amount).toBe('30.00');
    expect(unlimited.period.monthly.next).toMatchObject({ amount: null });

    server.clock.advance(24 * HOUR + 1000);
    const later = await limits(buyer);
    expect(later.period.daily).toEqual({ amount: '50.00', next: null });
    expect(later.period.monthly).toEqual({ amount: null, next: null });
    expect((await buyOne(buyer, item)).code).toBe(0);
  });
});
