import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { NumberSubscriptionService } from '../src/modules/transaction/number-subscription.service.js';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { invariants, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';

/**
 * My number, every draw (issue 32), on two server processes sharing one PostgreSQL: each
 * subscription buys once per draw through the shop's checkout, or records why it did not.
 */
describe('my number, every draw', () => {
  let first: TestApp;
  let second: TestApp;
  let drawId = '';
  const api = (path: string) => `/api/customer/subscription/${path}`;
  const jobOf = (server: TestApp) => server.app.get(NumberSubscriptionService);
  const subscribe = (buyer: Buyer, number: string, sets = 1) =>
    send(first, api('add'), { token: buyer.token, body: { number, sets } });
  const balanceOf = async (buyer: Buyer) =>
    (
      await sql<{ cents: string }>(
        first,
        'SELECT balance::text AS cents FROM member WHERE id = $1',
        [buyer.id],
      )
    )[0]!.cents;
  const runsOf = async (buyer: Buyer) =>
    (
      (await send(first, api('list'), { token: buyer.token })).period as Array<{
        number: string;
        runs: Array<{ outcome: string; orderId: string | null }>;
      }>
    ).map((s) => ({ number: s.number, runs: s.runs.map((r) => r.outcome) }));

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({}, { databaseName: first.databaseName, keepDatabase: true });
    drawId = await openDraw(first, '2026-12-16');
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('two processes running the job at once buy each subscription once; a short balance charges nothing', async () => {
    const rich = await newBuyer(first, { cents: 100_00 });
    const poor = await newBuyer(first, { cents: 1_00 });
    await stock(first, drawId, '246810', 5);
    await stock(first, drawId, '135791', 5);
    expect((await subscribe(rich, '246810', 2)).code).toBe(0);
    expect((await subscribe(poor, '135791')).code).toBe(0);
    const poorBefore = await balanceOf(poor);

    const [a, b] = await Promise.all([jobOf(first).runDraw(drawId), jobOf(second).runDraw(drawId)]);
    expect(a + b).toBe(1);
    // Again later (the periodic job): nothing more.
    expect(await jobOf(second).runOpenDraws()).toBe(0);

    const orders = await sql<{ member: string; quantity: number }>(
      first,
      `SELECT member_id::text AS member, quantity FROM purchase_order WHERE game_event_id = $1`,
      [drawId],
    );
    expect(orders).toEqual([{ member: rich.id, quantity: 2 }]);
    expect(await balanceOf(rich)).toBe(String(100_00 - 2 * 350));
    expect(await runsOf(rich)).toEqual([{ number: '246810', runs: ['bought'] }]);
    expect(await balanceOf(poor)).toBe(poorBefore);
    expect(await runsOf(poor)).toEqual([{ number: '135791', runs: ['balance'] }]);
    expect(await invariants(first)).toEqual(
      expect.objectContaining({ orders_short: 0, negative: 0 }),
    );
  });

  it('the member’s daily limit is respected, and a sold-out number buys nothing', async () => {
    const limited = await newBuyer(first, { cents: 100_00 });
    await sql(first, `INSERT INTO member_limit (member_id, daily) VALUES ($1, 100)`, [limited.id]);
    const other = await newBuyer(first, { cents: 100_00 });
    await stock(first, drawId, '112233', 3);
    await stock(first, drawId, '445566', 0);
    expect((await subscribe(limited, '112233')).code).toBe(0);
    expect((await subscribe(other, '445566')).code).toBe(0);
    expect((await subscribe(other, '778899')).code).toBe(0);
    await jobOf(first).runDraw(drawId);
    expect(await runsOf(limited)).toEqual([{ number: '112233', runs: ['limit'] }]);
    expect(await balanceOf(limited)).toBe(String(100_00));
    expect(await runsOf(other)).toEqual([
      { number: '445566', runs: ['no_stock'] },
      { number: '778899', runs: ['no_stock'] },
    ]);
    expect(await balanceOf(other)).toBe(String(100_00));
  });

  it('at most 10 numbers; pause, remove, and someone else’s subscription is not found', async () => {
    const member = await newBuyer(first);
    for (let i = 0; i < 10; i += 1)
      expect((await subscribe(member, String(900000 + i))).code).toBe(0);
    expect((await subscribe(member, '999999')).code).toBe(ErrorCode.SubscriptionLimitReached);
    const list = (await send(first, api('list'), { token: member.token })).period as Array<{
      id: string;
    }>;
    const paused = await send(first, api('pause'), {
      token: member.token,
      body: { id: list[0]!.id, paused: 1 },
    });
    expect(paused.period[0].paused).toBe(true);
    const stranger = await newBuyer(first);
    const refused = await send(first, api('remove'), {
      token: stranger.token,
      body: { id: list[0]!.id },
    });
    expect(refused.code).toBe(ErrorCode.SubscriptionNotFound);
    const removed = await send(first, api('remove'), {
      token: member.token,
      body: { id: list[0]!.id },
    });
    expect(removed.period).toHaveLength(9);
    expect((await subscribe(member, '999999')).code).toBe(0);
  });
  it('a topup member’s friend subscription buys an order in the friend’s name; others are told it cannot', async () => {
    const topup = await newBuyer(first, { cents: 100_00 });
    const other = await newBuyer(first, { cents: 100_00, prefix: 'other' });
    await stock(first, drawId, '314159', 3);
    const friend = { friendName: 'Sok Dara', friendPhone: '012345678' };
    const added = await send(first, api('add'), {
      token: topup.token,
      body: { number: '314159', sets: 1, ...friend },
    });
    expect(added.code).toBe(0);
    expect(added.period[0].friendName).toBe('Sok Dara');
    const refused = await send(first, api('add'), {
      token: other.token,
      body: { number: '314159', sets: 1, ...friend },
    });
    expect(refused.code).toBe(ErrorCode.SubscriptionFriendNeedsTopup);
    const badPhone = await send(first, api('add'), {
      token: topup.token,
      body: { number: '271828', sets: 1, friendName: 'Sok Dara', friendPhone: '12' },
    });
    expect(badPhone.code).toBe(ErrorCode.InvalidTel);

    await jobOf(first).runDraw(drawId);
    const orders = await sql<{ name: string; tel: string }>(
      first,
      `SELECT cus_name AS name, cus_tel AS tel FROM purchase_order
        WHERE member_id = $1 AND game_event_id = $2`,
      [topup.id, drawId],
    );
    expect(orders).toEqual([{ name: 'Sok Dara', tel: '012345678' }]);
    expect(await runsOf(topup)).toEqual([{ number: '314159', runs: ['bought'] }]);
  });
});
