import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, noticePreferencePaths, pushPaths } from '@lottery/contracts';
import { BotRelay } from '../src/modules/bot/bot-relay.js';
import { PushRelay } from '../src/modules/push/push-relay.js';
import {
  NumberSubscriptionService,
  PENDING_LEASE_SECONDS,
} from '../src/modules/transaction/number-subscription.service.js';
import { sql } from './support/accounts.js';
import { PushStandIn, type StandInSubscription } from './support/push-stand-in.js';
import { BOT_TOKEN, TelegramStandIn, textUpdate } from './support/telegram-stand-in.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { testResults } from './support/test-results.js';
import { buy, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';

const SECRET = 'webhook-secret_for-tests';
const results = testResults();

/**
 * Notice channels (issue 30) and my number's notice (issue 32): the member's switches decide
 * which channels a notice goes on, checked against the push service and Telegram stand-ins, on
 * two server processes sharing one PostgreSQL.
 */
describe('notice channels', () => {
  let push: PushStandIn;
  let telegram: TelegramStandIn;
  let first: TestApp;
  let second: TestApp;
  let admin: Buyer;
  let subscriptionDraw = '';

  const grid = (member: Buyer) =>
    send(first, noticePreferencePaths.list, { token: member.token, method: 'GET' });
  const turn = (member: Buyer, kind: string, channel: string, on: boolean) =>
    send(first, noticePreferencePaths.update, {
      token: member.token,
      body: { kind, channel, on },
    });
  const subscribePush = async (member: Buyer, locale = 'en') => {
    const browser = push.subscription();
    const answer = await send(first, pushPaths.subscribe, {
      token: member.token,
      body: { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth, locale },
    });
    expect(answer.code).toBe(0);
    return browser;
  };
  async function link(member: Buyer, chatId: number): Promise<void> {
    const made = await send(first, '/api/customer/bot/chat/link', { token: member.token });
    const start = new URL(made.period.link as string).searchParams.get('start')!;
    const before = telegram.sent({ chatId }).length;
    await first.request('/api/telegram/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      body: JSON.stringify(textUpdate(chatId, `/start ${start}`, { languageCode: 'en' })),
    });
    await telegram.waitFor({ chatId }, before + 1);
  }
  const delivered = async () => {
    for (const server of [first, second]) {
      const pushRelay = server.app.get(PushRelay);
      const botRelay = server.app.get(BotRelay);
      pushRelay.kick();
      botRelay.kick();
      await pushRelay.idle();
      await botRelay.idle();
    }
  };
  const texts = (chatId: number) =>
    telegram.sent({ chatId, method: 'sendMessage' }).map((call) => call.params.text as string);
  const payloads = (browser: StandInSubscription) =>
    browser.received.map((notice) => notice.payload as { title: string; body: string });

  beforeAll(async () => {
    push = new PushStandIn();
    await push.start();
    telegram = await TelegramStandIn.start();
    const config = {
      telegramBotToken: BOT_TOKEN,
      telegramMode: 'webhook' as const,
      telegramWebhookSecret: SECRET,
      telegramApiRoot: telegram.apiRoot,
      publicUrl: 'https://shop.example',
    };
    first = await startTestApp(config);
    second = await startTestApp(config, { databaseName: first.databaseName, keepDatabase: true });
    admin = await newBuyer(first);
    await sql(first, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await telegram.close();
    await push.close();
  });

  it('the grid shows defaults and why a channel cannot work; a wrong kind is refused', async () => {
    const member = await newBuyer(first);
    const answer = await grid(member);
    expect(answer.code).toBe(0);
    expect(answer.period.channels).toEqual([
      { channel: 'push', unavailable: 'pushNotSubscribed' },
      { channel: 'telegram', unavailable: 'telegramNotLinked' },
      { channel: 'sms', unavailable: null },
    ]);
    expect(answer.period.kinds[0]).toEqual({
      kind: 'results',
      on: { push: true, telegram: false, sms: false },
    });
    await link(member, 7001);
    const linked = await grid(member);
    expect(linked.period.channels[1]).toEqual({ channel: 'telegram', unavailable: null });
    expect(linked.period.kinds[0].on).toEqual({ push: true, telegram: true, sms: false });
    expect((await turn(member, 'lottery', 'push', true)).code).toBe(
      ErrorCode.NoticePreferenceInvalid,
    );
  });

  it('a member who turned Telegram off for results hears of them by push only', async () => {
    const gameEventId = await openDraw(first, '2030-07-16');
    const quiet = await newBuyer(first, { cents: 100_00 });
    const usual = await newBuyer(first, { cents: 100_00 });
    for (const [member, number] of [
      [quiet, '654321'],
      [usual, '654322'],
    ] as const) {
      const productId = await stock(first, gameEventId, number, 1);
      expect(
        (await buy(first, member, { products: [{ productId, qty: 1 }], isGift: true })).code,
      ).toBe(0);
    }
    const quietPhone = await subscribePush(quiet);
    const usualPhone = await subscribePush(usual);
    await link(quiet, 7101);
    await link(usual, 7102);
    expect((await turn(quiet, 'results', 'telegram', false)).code).toBe(0);

    const asAdmin = (path: string, body: unknown) =>
      send(first, `/api/company/draw/${path}`, { token: admin.token, body });
    expect((await asAdmin('status', { gameEventId, status: 'CLOSE' })).code).toBe(0);
    expect((await asAdmin('publish', { gameEventId, results })).code).toBe(0);
    await delivered();

    expect(payloads(quietPhone)).toEqual([
      expect.objectContaining({ title: 'The results are out' }),
    ]);
    expect(payloads(usualPhone)).toEqual([
      expect.objectContaining({ title: 'The results are out' }),
    ]);
    await telegram.waitFor({ chatId: 7102, method: 'sendMessage' }, 2); // linked, results
    expect(texts(7102)[1]).toMatch(/654322/);
    expect(texts(7101)).toHaveLength(1); // only "linked"
  });

  it('my number: each outcome is told once on push and Telegram; SMS when switched on', async () => {
    const gameEventId = (subscriptionDraw = await openDraw(first, '2030-08-01'));
    await stock(first, gameEventId, '246810', 5);
    const member = await newBuyer(first, { cents: 100_00 });
    const broke = await newBuyer(first, { cents: 1_00 });
    const phone = await subscribePush(member);
    await link(member, 7201);
    expect((await turn(broke, 'subscription', 'sms', true)).code).toBe(0);
    for (const [who, number] of [
      [member, '246810'],
      [broke, '246810'],
    ] as const)
      expect(
        (
          await send(first, '/api/customer/subscription/add', {
            token: who.token,
            body: { number, sets: 1 },
          })
        ).code,
      ).toBe(0);

    const job = (server: TestApp) => server.app.get(NumberSubscriptionService);
    await Promise.all([job(first).runDraw(gameEventId), job(second).runDraw(gameEventId)]);
    await job(second).runDraw(gameEventId);
    await delivered();

    expect(payloads(phone)).toEqual([
      {
        title: 'My number 246810',
        body: 'Bought 1 set for the draw of 01/08/2030.',
        url: '/profile/my-numbers',
        tag: 'subscription-2030-08-01-246810',
      },
    ]);
    await telegram.waitFor({ chatId: 7201, method: 'sendMessage' }, 2);
    expect(texts(7201).slice(1)).toEqual([
      'My number 246810\nBought 1 set for the draw of 01/08/2030.',
    ]);
    const sms = await sql<{ text: string }>(
      first,
      `SELECT text FROM sms_outbox WHERE to_phone = (SELECT username FROM member WHERE id = $1)`,
      [broke.id],
    );
    expect(sms.map((row) => row.text)).toEqual([
      expect.stringMatching(/^លេខរបស់ខ្ញុំ 246810\n.*សមតុល្យមិនគ្រប់គ្រាន់/),
    ]);
  });

  it('a run left pending by a stopped process is bought once by one of two processes, and told once', async () => {
    const gameEventId = subscriptionDraw; // one draw on sale at a time
    await stock(first, gameEventId, '135791', 5);
    const member = await newBuyer(first, { cents: 100_00 });
    const phone = await subscribePush(member);
    await send(first, '/api/customer/subscription/add', {
      token: member.token,
      body: { number: '135791', sets: 2 },
    });
    // The run a process claimed before it stopped: pending, claimed longer ago than the lease.
    await sql(
      first,
      `INSERT INTO subscription_run (subscription_id, game_event_id, at)
       SELECT id, $2, now() - make_interval(secs => $3) FROM number_subscription
        WHERE member_id = $1`,
      [member.id, gameEventId, PENDING_LEASE_SECONDS + 5],
    );
    const job = (server: TestApp) => server.app.get(NumberSubscriptionService);
    const [a, b] = await Promise.all([
      job(first).runDraw(gameEventId),
      job(second).runDraw(gameEventId),
    ]);
    expect(a + b).toBe(1);
    expect(await job(first).runDraw(gameEventId)).toBe(0);
    await delivered();

    const orders = await sql<{ quantity: number }>(
      first,
      `SELECT quantity FROM purchase_order WHERE member_id = $1`,
      [member.id],
    );
    expect(orders).toEqual([{ quantity: 2 }]);
    const runs = await sql<{ outcome: string }>(
      first,
      `SELECT outcome FROM subscription_run r JOIN number_subscription s ON s.id = r.subscription_id
        WHERE s.member_id = $1`,
      [member.id],
    );
    expect(runs).toEqual([{ outcome: 'bought' }]);
    expect(payloads(phone).map((p) => p.body)).toEqual([
      'Bought 2 sets for the draw of 01/08/2030.',
    ]);
  });
});
