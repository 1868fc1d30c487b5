import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, maskPhone, pushPaths } from '@lottery/contracts';
import { PushRelay } from '../src/modules/push/push-relay.js';
import { sql } from './support/accounts.js';
import { PushStandIn, type StandInSubscription } from './support/push-stand-in.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testResults } from './support/test-results.js';
import { buy, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';
import { fund, memberWithBank } from './wallet-support.js';

const results = testResults();

/**
 * Notices that reach the member (issue 30): the real sending code (web-push's encryption and
 * VAPID signature, our relay) against a local push service that decrypts each notice with the
 * subscription's keys, as the member's browser would.
 */
describe('web push notices', () => {
  let server: TestApp;
  let push: PushStandIn;
  let admin: Buyer;

  const asAdmin = (path: string, body: unknown) =>
    send(server, `/api/company/draw/${path}`, { token: admin.token, body });
  const subscribe = (member: Buyer, browser: StandInSubscription, locale?: string) =>
    send(server, pushPaths.subscribe, {
      token: member.token,
      body: { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth, locale },
    });
  /** Lets the relay send what was committed (it is kicked at commit; this waits it out). */
  const delivered = async () => {
    const relay = server.app.get(PushRelay);
    relay.kick();
    await relay.idle();
  };
  const outbox = (where: string, params: unknown[]) =>
    sql<{ n: number }>(server, `SELECT count(*)::int AS n FROM push_outbox WHERE ${where}`, params);
  const phoneOf = async (member: Buyer) =>
    (
      await sql<{ username: string }>(server, `SELECT username FROM member WHERE id = $1`, [
        member.id,
      ])
    )[0]!.username;

  beforeAll(async () => {
    push = new PushStandIn();
    await push.start();
    server = await startTestApp({ prizeAutoCreditCents: 1000_00 });
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(async () => {
    await server.close();
    await push.close();
  });

  it('serves the VAPID public key the notices are signed with', async () => {
    const answer = await send<{ publicKey: string }>(server, pushPaths.key, { method: 'GET' });
    expect(answer.code).toBe(0);
    const raw = Buffer.from(answer.period.publicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
  });

  it('results: a winner hears "you won" in Khmer, a holder without a prize that results are out, once', async () => {
    const { period: key } = await send<{ publicKey: string }>(server, pushPaths.key, {
      method: 'GET',
    });
    const gameEventId = await openDraw(server, '2030-06-16');
    const winner = await newBuyer(server, { cents: 100_00 });
    const holder = await newBuyer(server, { cents: 100_00 });
    const silent = await newBuyer(server, { cents: 100_00 });
    const gone = await newBuyer(server, { cents: 100_00 });
    for (const [member, number] of [
      [winner, '100000'],
      [winner, '123455'],
      [holder, '654321'],
      [silent, '200002'],
      [gone, '222222'],
    ] as const) {
      const productId = await stock(server, gameEventId, number, 1);
      expect(
        (await buy(server, member, { products: [{ productId, qty: 1 }], isGift: true })).code,
      ).toBe(0);
    }
    const winnerPhone = push.subscription();
    const holderPhone = push.subscription();
    const goneBrowser = push.subscription();
    expect((await subscribe(winner, winnerPhone, 'km')).code).toBe(0);
    expect((await subscribe(holder, holderPhone, 'en')).code).toBe(0);
    expect((await subscribe(gone, goneBrowser, 'th')).code).toBe(0);
    push.forget(goneBrowser);

    expect((await asAdmin('status', { gameEventId, status: 'CLOSE' })).code).toBe(0);
    expect((await asAdmin('publish', { gameEventId, results })).code).toBe(0);
    await delivered();

    expect(push.refused).toEqual([]);
    const won = winnerPhone.received.map((notice) => notice.payload);
    expect(won).toHaveLength(2);
    expect(won).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: '🎉 អ្នកត្រូវរង្វាន់!',
          body: expect.stringMatching(/^100000 · រង្វាន់ទី ១ · \$[\d,]+\.00 \(រង់ចាំការបើកប្រាក់\)$/),
          url: '/profile/prizes',
        }),
        expect.objectContaining({
          body: expect.stringMatching(
            /^123455 · ២ ខ្ទង់ចុងក្រោយ · \$[\d,]+\.\d\d \(បានបញ្ចូលក្នុងសមតុល្យ\)$/,
          ),
        }),
      ]),
    );
    expect(holderPhone.received.map((notice) => notice.payload)).toEqual([
      {
        title: 'The results are out',
        body: 'Draw of 16/06/2030: see whether your tickets won.',
        url: '/profile/my-tickets',
        tag: 'results-2030-06-16',
      },
    ]);
    // Standard web push: encrypted aes128gcm, a day to live, signed with the shop's VAPID key
    // for the push service's origin.
    for (const notice of [...winnerPhone.received, ...holderPhone.received]) {
      expect(notice).toMatchObject({
        contentEncoding: 'aes128gcm',
        ttl: '86400',
        vapidKey: key.publicKey,
        vapidAudience: new URL(winnerPhone.endpoint).origin,
      });
    }
    // The browser its push service forgot (410) is removed, with what waited for it.
    const left = await sql(server, `SELECT 1 FROM push_subscription WHERE endpoint = $1`, [
      goneBrowser.endpoint,
    ]);
    expect(left).toHaveLength(0);

    // Publishing the same results again: nothing new is sent.
    expect((await asAdmin('publish', { gameEventId, results })).code).toBe(0);
    await delivered();
    expect(winnerPhone.received).toHaveLength(2);
    expect(holderPhone.received).toHaveLength(1);
  });

  it('a gift received: its sender hears it, with the receiver masked; a refused receipt writes no notice', async () => {
    const gameEventId = await openDraw(server, '2030-07-01');
    const sender = await newBuyer(server, { cents: 100_00 });
    const receiver = await newBuyer(server);
    const productId = await stock(server, gameEventId, '345678', 2);
    const bought = await buy(server, sender, { products: [{ productId, qty: 2 }], isGift: true });
    expect(bought.code).toBe(0);
    const [order] = await sql<{ id: string }>(
      server,
      `SELECT id::text AS id FROM purchase_order WHERE member_id = $1`,
      [sender.id],
    );
    const senderPhone = push.subscription();
    expect((await subscribe(sender, senderPhone)).code).toBe(0);
    const sent = await send<string>(server, '/api/customer/transaction/sendgift', {
      token: sender.token,
      body: { transactions: [order!.id], name: 'Chan Sophea', phone: '012345678' },
    });
    expect(sent.code).toBe(0);
    const giftCode = new URL(sent.period, 'https://shop.example').searchParams.get('giftCode')!;

    // The sender cannot receive their own gift (4109): no notice is written.
    const own = await send(server, '/api/customer/transaction/recivedGift', {
      token: sender.token,
      body: { giftCode },
    });
    expect(own.code).toBe(ErrorCode.GiftOwnGift);
    expect((await outbox(`event_key LIKE 'gift:%'`, []))[0]!.n).toBe(0);

    const received = await send(server, '/api/customer/transaction/recivedGift', {
      token: receiver.token,
      body: { giftCode },
    });
    expect(received.code).toBe(0);
    await delivered();
    expect(senderPhone.received.map((notice) => notice.payload)).toEqual([
      {
        title: 'Your gift was received',
        body: `2 sheets received by ${maskPhone(await phoneOf(receiver))}.`,
        url: '/profile/my-tickets',
        tag: 'gift',
      },
    ]);
  });

  it('a deposit confirmed: its member hears the amount is in the balance, once', async () => {
    const member = await memberWithBank(server);
    const browser = push.subscription();
    expect((await subscribe(member, browser, 'th')).code).toBe(0);
    const refId = await fund(server, member.token, admin.token, '12.50');
    await delivered();
    expect(browser.received.map((notice) => notice.payload)).toEqual([
      {
        title: 'ได้รับเงินฝากแล้ว',
        body: '$12.50 เข้ายอดเงินของคุณแล้ว',
        url: '/profile/payment',
        tag: 'deposit',
      },
    ]);
    // Confirming again is refused (already settled): no second notice.
    const again = await send(server, '/api/company/payment/confirmDeposit', {
      token: admin.token,
      body: { RefId: refId },
    });
    expect(again.code).toBe(ErrorCode.DepositAlreadySettled);
    await delivered();
    expect(browser.received).toHaveLength(1);
  });

  it('refuses what is not a subscription with 8003 in the caller language, saving nothing', async () => {
    const member = await newBuyer(server);
    const browser = push.subscription();
    const bad = await send(server, pushPaths.subscribe, {
      token: member.token,
      locale: 'km',
      body: { endpoint: browser.endpoint, p256dh: 'short', auth: browser.auth },
    });
    expect(bad.code).toBe(ErrorCode.PushSubscriptionInvalid);
    expect(bad.msg).toBe('មិនអាចចុះឈ្មោះកម្មវិធីរុករកនេះសម្រាប់ការជូនដំណឹងបានទេ សូមព្យាយាមម្តងទៀត');
    const saved = await sql(server, `SELECT 1 FROM push_subscription WHERE member_id = $1`, [
      member.id,
    ]);
    expect(saved).toHaveLength(0);
    // Signed out: no subscription either.
    const anonymous = await send(server, pushPaths.subscribe, {
      body: { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth },
    });
    expect(anonymous.code).not.toBe(0);
  });

  it('opting out stops the notices to that browser', async () => {
    const member = await newBuyer(server);
    const browser = push.subscription();
    expect((await subscribe(member, browser)).code).toBe(0);
    const status = () =>
      send<{ subscribed: boolean }>(server, pushPaths.status, {
        token: member.token,
        body: { endpoint: browser.endpoint },
      });
    expect((await status()).period).toEqual({ subscribed: true });
    const off = await send(server, pushPaths.unsubscribe, {
      token: member.token,
      body: { endpoint: browser.endpoint },
    });
    expect(off.period).toEqual({ subscribed: false });
    expect((await status()).period).toEqual({ subscribed: false });
  });
});
