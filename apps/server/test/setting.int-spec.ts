import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorMessage, successMessage } from '@lottery/contracts';
import pg from 'pg';
import { databaseUrl } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const defaults = {
  webTitle: 'ហាងឆ្នោតថៃ',
  socialShare: '/icons/share.png',
  logo: '/icons/logo.svg',
  telegram: 'lottothai_kh',
  closed: false,
  theme: 1,
};

describe('site settings', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
    // A second shop with its own settings.
    const db = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
    await db.connect();
    await db.query(`INSERT INTO agent (id, name) VALUES ('shop2', 'Shop two')`);
    await db.query(
      `INSERT INTO site_setting (agent_id, web_title, telegram, closed, theme)
       VALUES ('shop2', 'Second shop', 'shop2_bot', true, 7)`,
    );
    await db.end();
  });
  afterAll(() => server.close());

  it('a visitor without agentId gets the default shop settings in Khmer', async () => {
    const response = await server.request('/getWebSetting');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 0,
      msg: successMessage.km,
      result: { period: defaults },
    });
  });

  it('POST works like GET, as the spec calls it both ways', async () => {
    const response = await server.request('/getWebSetting', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, result: { period: defaults } });
  });

  it('answers in the language of the locale header, then cookie, then Accept-Language', async () => {
    const byHeader = await server.request('/getWebSetting', {
      headers: { locale: 'en', cookie: 'locale=th', 'accept-language': 'km' },
    });
    expect(((await byHeader.json()) as { msg: string }).msg).toBe(successMessage.en);

    const byCookie = await server.request('/getWebSetting', {
      headers: { cookie: 'locale=th', 'accept-language': 'en' },
    });
    expect(((await byCookie.json()) as { msg: string }).msg).toBe(successMessage.th);

    const byAcceptLanguage = await server.request('/getWebSetting', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(((await byAcceptLanguage.json()) as { msg: string }).msg).toBe(successMessage.en);
  });

  it('each shop sees its own settings', async () => {
    const response = await server.request('/getWebSetting', { headers: { agentId: 'shop2' } });
    expect(await response.json()).toMatchObject({
      result: {
        period: { webTitle: 'Second shop', telegram: 'shop2_bot', closed: true, theme: 7 },
      },
    });
  });

  it('an unknown agentId is code 301 in the caller language with the catalogue status', async () => {
    const response = await server.request('/getWebSetting', {
      headers: { agentId: 'nobody', locale: 'th' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { result: { requestId: string } };
    expect(body).toMatchObject({
      code: 301,
      msg: errorMessage(301, 'th'),
      result: { period: null },
    });
    expect(body.result.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('contactUs gives the shop telegram link', async () => {
    const response = await server.request('/api/customer/user/contactUs', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      code: 0,
      result: { period: { telegram: 'https://t.me/lottothai_kh' } },
    });

    const shop2 = await server.request('/api/customer/user/contactUs', {
      method: 'POST',
      headers: { agentId: 'shop2' },
    });
    expect(await shop2.json()).toMatchObject({
      result: { period: { telegram: 'https://t.me/shop2_bot' } },
    });
  });
});
