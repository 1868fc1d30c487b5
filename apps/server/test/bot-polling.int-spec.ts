import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
});
