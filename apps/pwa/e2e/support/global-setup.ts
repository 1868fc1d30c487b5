import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrl } from './database';
import { E2E_BOT_TOKEN, E2E_WEBHOOK_SECRET, startBotApi } from './telegram';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitUntilReady(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server at ${baseUrl} did not become ready`);
}

/**
 * Starts the built server on a fresh database of its own; the tests see it as E2E_BASE_URL and
 * E2E_DATABASE_URL. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The file SMS provider writes one JSON line per message here; the tests read the codes.
  const smsDir = mkdtempSync(join(tmpdir(), 'e2e-sms-'));
  const smsOutbox = join(smsDir, 'sms-outbox.jsonl');
  const admin = { phone: '0990000001', password: 'admin1234' };
  // The Telegram bot runs in webhook mode against a local Bot API stand-in (bot.spec.ts).
  const botCalls = join(smsDir, 'bot-calls.jsonl');
  const botApi = await startBotApi(botCalls);
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      // As behind the shop's proxy: API-made members each come from their own address
      // (accounts.ts), browsers from the socket's.
      TRUST_PROXY: 'true',
      // The demo shop (an open draw with ~20,000 sheets and the 24 real past draws): a second or two.
      DEMO_SEED: '1',
      // Tests buy and read the stock back at once; kept answers have their own server test.
      PUBLIC_ANSWER_CACHE_MS: '0',
      SMS_PROVIDER: 'file',
      SMS_OUTBOX_FILE: smsOutbox,
      ADMIN_PHONE: admin.phone,
      ADMIN_PASSWORD: admin.password,
      TELEGRAM_BOT_TOKEN: E2E_BOT_TOKEN,
      TELEGRAM_MODE: 'webhook',
      TELEGRAM_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      TELEGRAM_API_ROOT: botApi.apiRoot,
      // Bakong's transaction check against the local stand-in the server starts; a test "pays"
      // a deposit through POST /api/dev/bakong/pay (bakong-deposit.spec.ts).
      BAKONG_API_ROOT: 'stand-in',
      BAKONG_CHECK_EVERY_MS: '500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(baseUrl, 60_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = url;
  process.env.E2E_SMS_OUTBOX = smsOutbox;
  process.env.E2E_ADMIN_PHONE = admin.phone;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  process.env.E2E_BOT_CALLS = botCalls;

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    botApi.server.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(smsDir, { recursive: true, force: true });
  };
}
