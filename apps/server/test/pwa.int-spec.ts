import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clientRoutes, shopDescription } from '@lottery/contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../src/common/http/security-headers.js';
import { buy, newBuyer, openDraw, send, stock } from './checkout-support.js';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const indexHtml = '<!doctype html><title>fake shell</title>';
// Big enough to be worth compressing, as every real bundle is.
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `w${i}`))};`;

describe('serving the built PWA', () => {
  let server: TestApp;
  let pwaDir: string;
  beforeAll(async () => {
    pwaDir = await mkdtemp(join(tmpdir(), 'lottery-pwa-'));
    await mkdir(join(pwaDir, 'assets'));
    await mkdir(join(pwaDir, 'icons'));
    await writeFile(join(pwaDir, 'index.html'), indexHtml);
    await writeFile(join(pwaDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    // As the build writes them (apps/pwa/scripts/compress-dist.mjs); the .br copy is marked so
    // the test can tell it was sent as written rather than compressed per request.
    await writeFile(join(pwaDir, 'assets', 'app-Ef56Gh78.js'), bundle);
    await writeFile(
      join(pwaDir, 'assets', 'app-Ef56Gh78.js.br'),
      brotliCompressSync(`${bundle}//pre`),
    );
    await writeFile(join(pwaDir, 'assets', 'app-Ef56Gh78.js.gz'), gzipSync(`${bundle}//pre`));
    await writeFile(join(pwaDir, 'assets', 'lazy-Ij90Kl12.js'), bundle);
    await writeFile(join(pwaDir, 'sw.js'), 'self.skipWaiting()');
    await writeFile(join(pwaDir, 'workbox-5a6b7c8d.js'), '//');
    await writeFile(join(pwaDir, 'manifest.webmanifest'), '{}');
    await writeFile(join(pwaDir, 'icons', 'logo.svg'), '<svg/>');
    await writeFile(join(pwaDir, '.env'), 'SECRET=1');
    server = await startTestApp({ pwaDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(pwaDir, { recursive: true, force: true });
  });

  it('serves index.html at the root, never cached, under the security policy', async () => {
    const response = await server.request('/', { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    // The served title is the shop's name (the admin's title), not the build's.
    expect(await response.text()).toContain('<title>ហាងឆ្នោតថៃ</title>');
  });

  it("puts the shop's Open Graph tags in the page, from the settings and in the reader's language", async () => {
    const page = await (await server.request('/ex/ticket?t=abc', { headers: html })).text();
    expect(page).toContain('<meta property="og:title" content="ហាងឆ្នោតថៃ">');
    expect(page).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/icons\/share\.png">/);
    expect(page).toContain(`<meta property="og:description" content="${shopDescription.km}">`);

    // An admin's title and share image (escaped) are what the next shared link shows.
    await sql(
      server,
      `UPDATE site_setting SET web_title = $1, social_share = $2 WHERE agent_id = 'default'`,
      ['Lucky "Seven" & Co', 'https://cdn.example/share.jpg'],
    );
    const english = await server.request('/', { headers: { ...html, cookie: 'locale=en' } });
    const text = await english.text();
    expect(text).toContain('<meta property="og:title" content="Lucky &quot;Seven&quot; &amp; Co">');
    expect(text).toContain('<title>Lucky &quot;Seven&quot; &amp; Co</title>');
    expect(text).toContain('<meta property="og:image" content="https://cdn.example/share.jpg">');
    expect(text).toContain(`content="${shopDescription.en}"`);
  });

  it("previews a gift link with the gift: from whom, how many tickets, which draw; else the shop's", async () => {
    const drawId = await openDraw(server, '2026-12-16');
    const sender = await newBuyer(server, { cents: 50_00 });
    await sql(server, `UPDATE member SET name = 'Dara Sok' WHERE id = $1`, [sender.id]);
    const product = await stock(server, drawId, '314159', 3);
    const bought = await buy(server, sender, {
      products: [{ productId: product, qty: 3 }],
      isGift: true,
    });
    expect(bought.code).toBe(0);
    const sent = await send<string>(server, '/api/customer/transaction/sendgift', {
      token: sender.token,
      body: { transactions: [bought.period.orderId], name: 'Chan Sophea', phone: '012345678' },
    });
    expect(sent.code).toBe(0);
    const page = async (path: string, locale = 'en') =>
      (await server.request(path, { headers: { ...html, cookie: `locale=${locale}` } })).text();

    const english = await page(sent.period);
    const title = 'Dara sent you a gift: 3 tickets for the draw of 16/12/2026';
    expect(english).toContain(`<title>${title}</title>`);
    expect(english).toContain(`<meta property="og:title" content="${title}">`);
    expect(english).toContain('content="Open the link to receive the tickets"');
    expect(english).not.toContain('Sok');
    expect(await page(sent.period, 'km')).toContain(
      '<title>Dara បានផ្ញើអំណោយជូនអ្នក៖ សំបុត្រ 3 សន្លឹក សម្រាប់ការចាប់ឆ្នោតថ្ងៃទី 16/12/2026</title>',
    );
    // An unknown or malformed code previews the shop, as every other page.
    const unknown = await page('/reward?giftCode=AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown).toContain(
      '<meta property="og:title" content="Lucky &quot;Seven&quot; &amp; Co">',
    );
    expect(await page('/reward?giftCode=<script>')).not.toContain('<script>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.request('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy the client accepts, brotli first', async () => {
    for (const [accept, encoding] of <[string, string][]>[
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await server.request('/assets/app-Ef56Gh78.js', {
        headers: { 'accept-encoding': accept },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(`${bundle}//pre`);
    }
    const raw = await server.request('/assets/app-Ef56Gh78.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(await raw.text()).toBe(bundle);
  });

  it('compresses a file without a pre-compressed copy on the fly', async () => {
    const lazy = await server.request('/assets/lazy-Ij90Kl12.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(lazy.headers.get('content-encoding')).toBe('br');
    expect(await lazy.text()).toBe(bundle);
  });

  it('never caches the service worker, workbox runtime and manifest', async () => {
    for (const path of ['/sw.js', '/workbox-5a6b7c8d.js', '/manifest.webmanifest']) {
      const response = await server.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches other static files for a day', async () => {
    const response = await server.request('/icons/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers every client route with the app page, whatever the Accept header', async () => {
    const accepts = [html, { accept: '*/*' }, { accept: 'application/json' }, {}];
    for (const path of [...clientRoutes, '/profile/', '/auth/']) {
      for (const [method, headers] of accepts.flatMap(
        (h) =>
          [
            ['GET', h],
            ['HEAD', h],
          ] as const,
      )) {
        const response = await server.request(path, { method, headers });
        expect([path, method, response.status]).toEqual([path, method, 200]);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('content-type')).toContain('text/html');
      }
    }
  });

  it('curl, uptime checks and link-preview crawlers get the app at /', async () => {
    const response = await server.request('/', { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<!doctype html><title>/);
    const link = await server.request('/ex/ticket?t=abc', { headers: { accept: '*/*' } });
    expect(link.status).toBe(200);
  });

  it('an unknown page is the app (its not-found screen) with status 404', async () => {
    for (const headers of [html, { accept: '*/*' }, { accept: 'application/json' }]) {
      const response = await server.request('/member/tickets', { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/^<!doctype html><title>/);
    }
  });

  it('answers the 404 envelope for API paths, missing files and other methods', async () => {
    const cases: [string, RequestInit][] = [
      ['/api/no/such/call', { headers: html }],
      ['/api', { headers: html }],
      ['/icons/missing.png', { headers: html }],
      ['/member/tickets', { method: 'POST', headers: html }],
      ['/profile', { method: 'DELETE', headers: html }],
      ['/.env', {}],
    ];
    for (const [path, init] of cases) {
      const response = await server.request(path, init);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.json()).toMatchObject({ code: 404, result: { period: null } });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('never serves dotfiles', async () => {
    const response = await server.request('/.env', { headers: html });
    expect(await response.text()).not.toContain('SECRET');
  });

  it('still answers API calls with the envelope', async () => {
    const response = await server.request('/getWebSetting', { headers: html });
    expect(await response.json()).toMatchObject({ code: 0 });
  });
});
