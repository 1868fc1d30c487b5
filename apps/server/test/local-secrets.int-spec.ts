// Issue 34: with NODE_ENV unset and no SESSION_SECRET, a secret written in the source signed
// session and ticket tokens, and a ticket token forged with it opened that order's tickets. Now
// the secret is made at first start and kept in DATA_DIR: tokens signed with the old source value
// are refused, while the same tokens signed with the kept secret work (the test is not vacuous).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, localSecretFiles, type AppConfig } from '../src/config/config.js';
import { signTicketToken, ticketKey } from '../src/modules/transaction/ticket-token.js';
import { buy, newBuyer, openDraw, send, stock } from './checkout-support.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What config.ts used to sign with when SESSION_SECRET was unset. */
const OLD_SOURCE_SECRET = 'development-only-session-secret';

/** A session JWT (HS256) with the claims of `token`, signed with `secret`. */
function resigned(token: string, secret: string): string {
  const [header, payload] = token.split('.');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

describe('no secret in the source', () => {
  let dataDir: string;
  let server: TestApp;
  let config: AppConfig;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lottery-secrets-'));
    // As main.ts reads the environment: test mode, no SESSION_SECRET, a fresh DATA_DIR.
    const fromEnvironment = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    server = await startTestApp({
      dataDir,
      sessionSecret: fromEnvironment.sessionSecret,
      paymentCallbackSecret: fromEnvironment.paymentCallbackSecret,
      ticketSigningKey: fromEnvironment.ticketSigningKey,
      vapidPrivateKey: fromEnvironment.vapidPrivateKey,
      vapidPublicKey: fromEnvironment.vapidPublicKey,
    });
    config = server.app.get<AppConfig>('AppConfig');
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the secrets were made at first start and are kept in DATA_DIR, readable by the owner only', async () => {
    for (const [field, file] of Object.entries(localSecretFiles)) {
      const path = join(dataDir, file);
      expect((await readFile(path, 'utf8')).trim()).toBe(config[field as keyof AppConfig]);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
    }
    expect(config.sessionSecret).not.toBe(OLD_SOURCE_SECRET);
    // The next start reads the same ones.
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).sessionSecret).toBe(
      config.sessionSecret,
    );
  });

  it('a session token signed with the old source value is refused', async () => {
    const buyer = await newBuyer(server);
    const profile = (token: string) => send(server, '/api/customer/user/profile', { token });
    expect(await profile(resigned(buyer.token, config.sessionSecret))).toMatchObject({ code: 0 });
    expect(await profile(resigned(buyer.token, OLD_SOURCE_SECRET))).toMatchObject({
      status: 401,
      code: ErrorCode.Unauthorized,
    });
  });

  it("a ticket token signed with the old source value does not open the order's tickets", async () => {
    const buyer = await newBuyer(server, { cents: 10_00 });
    const draw = await openDraw(server);
    const productId = await stock(server, draw, '246810', 2);
    const order = await buy<{ orderId: string }>(server, buyer, {
      gameEventId: draw,
      products: [{ productId, qty: 1 }],
    });
    expect(order.code).toBe(0);
    const tickets = (token: string) => send(server, `/orderTicket?t=${token}`, { method: 'GET' });
    const kept = signTicketToken(order.period.orderId, ticketKey(config.sessionSecret));
    expect(await tickets(kept)).toMatchObject({ code: 0 });
    const forged = signTicketToken(order.period.orderId, ticketKey(OLD_SOURCE_SECRET));
    expect(await tickets(forged)).toMatchObject({ code: ErrorCode.OrderNotFound });
  });
});
