import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { BotHousekeeping } from '../src/modules/bot/bot-housekeeping.service.js';
import { BotRelay } from '../src/modules/bot/bot-relay.js';
import { file, postForm } from './admin-http-support.js';
import { friendOrder as orderForFriend } from './bot-support.js';
import { buy, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';
import { realDraws, resultsOf } from './draw-fixtures.js';
import { sql } from './support/accounts.js';
import { BOT_TOKEN, TelegramStandIn, textUpdate } from './support/telegram-stand-in.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SECRET = 'webhook-secret_for-tests';
const SHOP = 'https://shop.example';
const KHMER = /[\u1780-\u17FF]/;
const THAI = /[\u0E00-\u0E7F]/;

/**
 * The Telegram bot against a local stand-in of the Bot API: real webhook updates into the real
 * server, and what the stand-in received.
 */
describe('the Telegram bot', () => {
  let server: TestApp;
  let telegram: TelegramStandIn;
  let admin: Buyer;
  const draw = realDraws[0]!;
  const results = resultsOf(draw);
  const first = draw.prizes.first!.numbers[0]!;
  let gameEventId = '';

  const config = () => ({
    telegramBotToken: BOT_TOKEN,
    telegramMode: 'webhook' as const,
    telegramWebhookSecret: SECRET,
    telegramApiRoot: telegram.apiRoot,
    publicUrl: SHOP,
  });

  const post = (update: unknown, secret = SECRET) =>
    server.request('/api/telegram/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
      },
      body: JSON.stringify(update),
    });

  /** A friend's order of `sheets` sheets of a new product `number`: its ticket token. */
  const friendOrder = async (number: string, sheets: number) =>
    orderForFriend(server, await stock(server, gameEventId, number, sheets), sheets);

  /** Links `member`'s account to `chatId` the way a member does: the profile's link, tapped. */
  async function link(member: Buyer, chatId: number, locale = 'en'): Promise<void> {
    const made = await send(server, '/api/customer/bot/chat/link', { token: member.token, locale });
    expect(made.code).toBe(0);
    const start = new URL(made.period.link as string).searchParams.get('start')!;
    expect(start).toMatch(/^link_[A-Za-z0-9_-]{24}$/);
    const before = telegram.sent({ chatId }).length;
    expect((await post(textUpdate(chatId, `/start ${start}`))).status).toBe(200);
    await telegram.waitFor({ chatId }, before + 1);
  }

  beforeAll(async () => {
    telegram = await TelegramStandIn.start();
    server = await startTestApp(config());
    gameEventId = await openDraw(server, draw.date);
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(async () => {
    await server.close();
    await telegram.close();
  });

  it('registers its webhook with the secret at start', async () => {
    const [call] = await telegram.waitFor({ method: 'setWebhook' });
    expect(call!.params).toMatchObject({
      url: `${SHOP}/api/telegram/webhook`,
      secret_token: SECRET,
    });
  });

  it('refuses updates without the secret token, and answers none of them', async () => {
    const before = telegram.calls.length;
    const missing = await post(textUpdate(9001, '/start'), ''); // no header
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { code: number }).code).toBe(ErrorCode.WebhookSecretWrong);
    expect((await post(textUpdate(9001, '/start'), 'wrong')).status).toBe(401);
    await server.app.get(BotRelay).idle();
    await new Promise((done) => setTimeout(done, 1500));
    expect(telegram.calls.length).toBe(before);
  });

  it('delivers a ticket link: the sheet photos as an album, then the numbers with the ticket page, in Khmer by default', async () => {
    const token = await friendOrder('482910', 3);
    const chatId = 5001;
    expect((await post(textUpdate(chatId, `/start ${token}`, { languageCode: 'fr' }))).status).toBe(
      200,
    );
    const [album] = await telegram.waitFor({ chatId, method: 'sendMediaGroup' });
    expect(album!.params.media).toEqual(
      [1, 2, 3].map((set) => ({
        type: 'photo',
        media: `${SHOP}/ticket-photo/482910-${set}.svg`,
        caption: `482910 #${set}`,
      })),
    );
    const [message] = await telegram.waitFor({ chatId, method: 'sendMessage' });
    expect(message!.params.text).toMatch(KHMER);
    expect(message!.params.text).toContain('482910');
    expect(message!.params.reply_markup.inline_keyboard[0][0].url).toBe(
      `${SHOP}/ex/ticket?t=${token}`,
    );
    // Then one verify link per sheet, each carrying the sheet's signed certificate (issue 30).
    await telegram.waitFor({ chatId, method: 'sendMessage' }, 2);
    const verify = telegram.sent({ chatId, method: 'sendMessage' })[1]!.params.text as string;
    expect(verify).toMatch(KHMER);
    for (const set of [1, 2, 3]) expect(verify).toContain(`482910 #${set}: ${SHOP}/verify?c=`);
    // The album went first: a chat's calls keep their order.
    expect(telegram.sent({ chatId }).map((call) => call.method)).toEqual([
      'sendMediaGroup',
      'sendMessage',
      'sendMessage',
    ]);
  });

  it("answers in the member's Telegram language, once per update even when Telegram sends it twice", async () => {
    const token = await friendOrder('135790', 1);
    const chatId = 5002;
    const update = textUpdate(chatId, `/start ${token}`, { languageCode: 'th' });
    expect((await post(update)).status).toBe(200);
    expect((await post(update)).status).toBe(200); // a webhook retry: the same update_id
    const [photo] = await telegram.waitFor({ chatId, method: 'sendPhoto' });
    expect(photo!.params.photo).toBe(`${SHOP}/ticket-photo/135790-1.svg`);
    const [message] = await telegram.waitFor({ chatId, method: 'sendMessage' });
    expect(message!.params.text).toMatch(THAI);
    await server.app.get(BotRelay).idle();
    await new Promise((done) => setTimeout(done, 1200));
    expect(telegram.sent({ chatId })).toHaveLength(3); // photo, tickets, verify links
  });

  it('a bad token gets a clear message; a token another chat received is not delivered again', async () => {
    await post(textUpdate(5003, '/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { languageCode: 'en' }));
    const [bad] = await telegram.waitFor({ chatId: 5003 });
    expect(bad!.params.text).toBe(
      'This ticket link is not valid. Ask the buyer for the link again.',
    );

    const token = await friendOrder('246801', 1);
    await post(textUpdate(5004, `/start ${token}`, { languageCode: 'en' }));
    await telegram.waitFor({ chatId: 5004, method: 'sendMessage' });
    await post(textUpdate(5005, `/start ${token}`, { languageCode: 'en' }));
    const [reused] = await telegram.waitFor({ chatId: 5005 });
    expect(reused!.params.text).toBe('These tickets were already received in another chat.');
    expect(telegram.sent({ chatId: 5005, method: 'sendPhoto' })).toHaveLength(0);
  });

  it('links a member with a one-time link (setNoti becomes telegram), and unlinks', async () => {
    const member = await newBuyer(server);
    const chatId = 6001;
    const before = await send(server, '/api/customer/bot/chat', { token: member.token });
    expect(before.period).toMatchObject({ bot: 'lottothai_kh_bot', enabled: true, linked: false });

    const made = await send(server, '/api/customer/bot/chat/link', { token: member.token });
    const start = new URL(made.period.link as string).searchParams.get('start')!;
    await post(textUpdate(chatId, `/start ${start}`));
    const [linked] = await telegram.waitFor({ chatId });
    expect(linked!.params.text).toMatch(/linked/);
    expect(
      (await send(server, '/api/customer/bot/chat', { token: member.token })).period.linked,
    ).toBe(true);
    const profile = await send(server, '/api/customer/user/profile', { token: member.token });
    expect(profile.period.notification).toBe('telegram');

    // The link is one-time: opened again (here, by another chat) it links nothing.
    await post(textUpdate(6002, `/start ${start}`, { languageCode: 'en' }));
    const [used] = await telegram.waitFor({ chatId: 6002 });
    expect(used!.params.text).toMatch(/expired or was already used/);

    const unlinked = await send(server, '/api/customer/bot/chat/unlink', { token: member.token });
    expect(unlinked.period.linked).toBe(false);
    const after = await send(server, '/api/customer/user/profile', { token: member.token });
    expect(after.period.notification).toBe('sms');
  });

  it('a chat linked by another account leaves the first one (back on SMS)', async () => {
    const first = await newBuyer(server);
    const second = await newBuyer(server);
    await link(first, 6201);
    await link(second, 6201);
    const status = async (member: Buyer) =>
      (await send(server, '/api/customer/bot/chat', { token: member.token })).period.linked;
    expect(await status(first)).toBe(false);
    expect(await status(second)).toBe(true);
    const profile = await send(server, '/api/customer/user/profile', { token: first.token });
    expect(profile.period.notification).toBe('sms');
  });

  it('manages number alerts: all four patterns, checked digits, a limit of 10, remove', async () => {
    const member = await newBuyer(server);
    const add = (kind: string, digits: string) =>
      send(server, '/api/customer/bot/alerts/add', { token: member.token, body: { kind, digits } });
    expect((await add('last2', '123')).code).toBe(ErrorCode.InvalidAlertPattern);
    expect((await add('week', '12')).code).toBe(ErrorCode.InvalidAlertPattern);
    for (const [kind, digits] of [
      ['six', '123456'],
      ['first3', '123'],
      ['last3', '456'],
      ['last2', '56'],
    ] as const)
      expect((await add(kind, digits)).code).toBe(0);
    expect((await add('last2', '56')).period).toHaveLength(4); // the same pattern is one alert
    for (let i = 0; i < 6; i++) expect((await add('last2', `7${i}`)).code).toBe(0);
    expect((await add('last2', '99')).code).toBe(ErrorCode.AlertLimitReached);
    const list = await send(server, '/api/customer/bot/alerts', { token: member.token });
    expect(list.period).toHaveLength(10);
    const removed = await send(server, '/api/customer/bot/alerts/remove', {
      token: member.token,
      body: { id: list.period[0].id },
    });
    expect(removed.period).toHaveLength(9);
    expect(
      (
        await send(server, '/api/customer/bot/alerts/remove', {
          token: member.token,
          body: { id: list.period[0].id },
        })
      ).code,
    ).toBe(ErrorCode.AlertNotFound);
  });

  it('tells a linked member once per draw when stock matching an alert is loaded', async () => {
    const member = await newBuyer(server);
    const chatId = 6101;
    await link(member, chatId, 'km');
    await send(server, '/api/customer/bot/alerts/add', {
      token: member.token,
      body: { kind: 'last3', digits: '777' },
    });
    const upload = (csv: string) => {
      const form = new FormData();
      form.append('gameEventId', gameEventId);
      form.append('file', file(csv, 'text/csv'), 'stock.csv');
      return postForm(server, '/api/company/draw/uploadStock', form, admin.token);
    };
    expect((await upload('number,set,price\n100000,1,3.50\n')).code).toBe(0);
    expect((await upload('number,set,price\n321777,1,3.50\n321777,2,3.50\n')).code).toBe(0);
    await telegram.waitFor({ chatId }, 2);
    const sent = telegram.sent({ chatId });
    expect(sent).toHaveLength(2); // the "linked" message, then one alert
    expect(sent[1]!.params.text).toContain('321777');
    expect(sent[1]!.params.text).toMatch(KHMER);
    expect(sent[1]!.params.reply_markup.inline_keyboard[0][0].url).toBe(`${SHOP}/`);
    // More matching stock in the same draw: no second message.
    expect((await upload('number,set,price\n555777,1,3.50\n')).code).toBe(0);
    await server.app.get(BotRelay).idle();
    await new Promise((done) => setTimeout(done, 1500));
    expect(telegram.sent({ chatId })).toHaveLength(2);
  });

  it('retries after a 429, waiting what Telegram said', async () => {
    telegram.rateLimit('sendMessage', 1, 1);
    await post(textUpdate(7001, '/start', { languageCode: 'en' }));
    const [message] = await telegram.waitFor({ chatId: 7001 });
    const refused = telegram.calls.find((call) => !call.ok && call.params.chat_id === 7001)!;
    expect(refused).toBeDefined();
    expect(message!.at - refused.at).toBeGreaterThanOrEqual(900);
    expect(message!.params.text).toMatch(/^Hello!/);
  });

  it('greets anything else said to it with how to receive tickets or link an account', async () => {
    await post(textUpdate(7002, 'hi', { languageCode: 'km' }));
    const [hello] = await telegram.waitFor({ chatId: 7002 });
    expect(hello!.params.text).toMatch(KHMER);
  });

  it('sends every linked member owning sheets one result notice when the draw is published', async () => {
    const winner = await newBuyer(server, { cents: 100_00 });
    const other = await newBuyer(server, { cents: 100_00 });
    const unlinked = await newBuyer(server, { cents: 100_00 });
    const idle = await newBuyer(server);
    const smsOnly = await newBuyer(server, { cents: 100_00 });
    await link(winner, 8001);
    await link(smsOnly, 8004);
    // Linked, but the member chose SMS notices afterwards (setNoti): no Telegram notice.
    expect(
      (
        await send(server, '/api/customer/user/setNoti', {
          token: smsOnly.token,
          body: { type: 'sms' },
        })
      ).code,
    ).toBe(0);
    await link(other, 8002);
    await link(idle, 8003);
    const firstProduct = await stock(server, gameEventId, first, 3);
    const loser = await stock(server, gameEventId, '000001', 3);
    expect(
      (
        await buy(server, winner, {
          products: [
            { productId: firstProduct, qty: 1 },
            { productId: loser, qty: 1 },
          ],
        })
      ).code,
    ).toBe(0);
    expect((await buy(server, other, { products: [{ productId: loser, qty: 1 }] })).code).toBe(0);
    expect((await buy(server, smsOnly, { products: [{ productId: loser, qty: 1 }] })).code).toBe(0);
    expect(
      (await buy(server, unlinked, { products: [{ productId: firstProduct, qty: 1 }] })).code,
    ).toBe(0);
    expect(
      (
        await send(server, '/api/company/draw/status', {
          token: admin.token,
          body: { gameEventId, status: 'CLOSE' },
        })
      ).code,
    ).toBe(0);
    const published = await Promise.all(
      [1, 2].map(() =>
        send(server, '/api/company/draw/publish', {
          token: admin.token,
          body: { gameEventId, results },
        }),
      ),
    );
    expect(published.map((answer) => answer.code)).toEqual([0, 0]);

    await telegram.waitFor({ chatId: 8001 }, 2);
    const winnerNotice = telegram.sent({ chatId: 8001 })[1]!.params.text as string;
    expect(winnerNotice).toContain(`${first} · 1 sheet: won`);
    expect(winnerNotice).toMatch(/waiting for payout|credited to your balance/);
    expect(winnerNotice).toContain('000001 · 1 sheet: no prize');
    const otherNotice = (await telegram.waitFor({ chatId: 8002 }, 2))[1]!.params.text as string;
    expect(otherNotice).toContain('000001 · 1 sheet: no prize');
    // The chats that received friends' orders of this draw hear too, once each (after the
    // delivery's photos, ticket link and certificate links).
    await telegram.waitFor({ chatId: 5001 }, 4);
    await server.app.get(BotRelay).idle();
    await new Promise((done) => setTimeout(done, 1500));
    expect(telegram.sent({ chatId: 8001 })).toHaveLength(2);
    expect(telegram.sent({ chatId: 8002 })).toHaveLength(2);
    expect(telegram.sent({ chatId: 8003 })).toHaveLength(1); // linked, no sheets: nothing
    expect(telegram.sent({ chatId: 8004 })).toHaveLength(1); // channel SMS: nothing
    expect(telegram.sent({ chatId: 5001 })).toHaveLength(4);
  });

  it('housekeeping drops messages sent long ago and old one-time links, and keeps the rest', async () => {
    const [before] = await sql<{ total: number }>(
      server,
      `SELECT count(*)::int AS total FROM bot_outbox`,
    );
    await sql(
      server,
      `UPDATE bot_outbox SET created_at = now() - interval '61 days'
        WHERE id = (SELECT min(id) FROM bot_outbox WHERE sent_at IS NOT NULL)`,
    );
    await sql(server, `UPDATE bot_link_token SET expires_at = now() - interval '2 days'`);
    await server.app.get(BotHousekeeping).sweep();
    const [after] = await sql<{ total: number }>(
      server,
      `SELECT count(*)::int AS total FROM bot_outbox`,
    );
    expect(after!.total).toBe(before!.total - 1);
    expect(await sql(server, `SELECT 1 FROM bot_link_token`)).toHaveLength(0);
  });

  it('sends each outbox message exactly once with two server processes relaying at once', async () => {
    const second = await startTestApp(config(), {
      databaseName: server.databaseName,
      keepDatabase: true,
    });
    try {
      telegram.delayMs = 15;
      const messages = 60;
      await sql(
        server,
        `INSERT INTO bot_outbox (agent_id, event_key, chat_id, method, payload)
         SELECT 'default', 'test:' || n, 9100 + n % 7, 'sendMessage',
                jsonb_build_object('text', 'message ' || n)
           FROM generate_series(1, $1::int) AS n`,
        [messages],
      );
      server.app.get(BotRelay).kick();
      second.app.get(BotRelay).kick();
      const texts = async () =>
        telegram
          .sent({ method: 'sendMessage' })
          .map((call) => call.params.text as string)
          .filter((text) => text.startsWith('message '));
      const until = Date.now() + 20_000;
      while ((await texts()).length < messages && Date.now() < until)
        await new Promise((done) => setTimeout(done, 100));
      await Promise.all([server.app.get(BotRelay).idle(), second.app.get(BotRelay).idle()]);
      const sent = await texts();
      expect(sent).toHaveLength(messages);
      expect(new Set(sent).size).toBe(messages);
      // Each chat's messages in the order they were written.
      for (let chat = 0; chat < 7; chat++) {
        const numbers = telegram
          .sent({ chatId: 9100 + chat })
          .map((call) => Number(String(call.params.text).split(' ')[1]));
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    } finally {
      telegram.delayMs = 0;
      await second.close();
    }
  });
});
