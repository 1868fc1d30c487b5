import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { file, jpg, png, postForm } from './admin-http-support.js';
import { friendOrder } from './bot-support.js';
import { newBuyer, openDraw } from './checkout-support.js';
import { sql } from './support/accounts.js';
import { BOT_TOKEN, TelegramStandIn, textUpdate } from './support/telegram-stand-in.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Development: with a token and no public address, the bot asks Telegram for its updates. */
describe('the Telegram bot in polling mode', () => {
  let server: TestApp;
  let telegram: TelegramStandIn;

  beforeAll(async () => {
    telegram = await TelegramStandIn.start();
    server = await startTestApp({
      telegramBotToken: BOT_TOKEN,
      telegramMode: 'polling',
      telegramApiRoot: telegram.apiRoot,
    });
  });
  afterAll(async () => {
    await server.close();
    await telegram.close();
  });

  it('drops any webhook, answers the updates it polls, and has no webhook route', async () => {
    await telegram.waitFor({ method: 'deleteWebhook' });
    telegram.queueUpdate(textUpdate(4401, '/start', { languageCode: 'en' }));
    const [hello] = await telegram.waitFor({ chatId: 4401 });
    expect(hello!.params.text).toMatch(/^Hello!/);
    expect(telegram.sent({ method: 'setWebhook' })).toHaveLength(0);

    const webhook = await server.request('/api/telegram/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(textUpdate(4402, '/start')),
    });
    expect(webhook.status).toBe(404);
  });

  it('without a public address, sends the uploaded sheet photos themselves as the album', async () => {
    const drawId = await openDraw(server, '2026-12-30');
    const admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
    const form = new FormData();
    form.append('gameEventId', drawId);
    form.append(
      'file',
      file('number,set,price,photo\n975310,1,3.50,a.jpg\n975310,2,3.50,b.png\n', 'text/csv'),
      'stock.csv',
    );
    form.append('photos', file(jpg(), 'image/jpeg'), 'a.jpg');
    form.append('photos', file(png(), 'image/png'), 'b.png');
    expect((await postForm(server, '/api/company/draw/uploadStock', form, admin.token)).code).toBe(
      0,
    );
    const [product] = await sql<{ id: string }>(
      server,
      `SELECT id::text FROM product WHERE game_event_id = $1 AND number = '975310'`,
      [drawId],
    );
    const token = await friendOrder(server, product!.id, 2);

    telegram.queueUpdate(textUpdate(4403, `/start ${token}`, { languageCode: 'en' }));
    const [album] = await telegram.waitFor({ chatId: 4403, method: 'sendMediaGroup' });
    expect(album!.params.media).toEqual([
      { type: 'photo', media: { file: 'a.jpg', bytes: jpg().length }, caption: '975310 #1' },
      { type: 'photo', media: { file: 'b.png', bytes: png().length }, caption: '975310 #2' },
    ]);
    const [message] = await telegram.waitFor({ chatId: 4403, method: 'sendMessage' });
    expect(message!.params.text).toContain('975310 · 2 sheets');
    expect(message!.params.reply_markup).toBeUndefined(); // no public page to link to
  });
});
