// The real app (same createApp as main.ts) on its own cloned database, over real HTTP.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { cloneTemplate, databaseUrl, dropDatabase } from './databases.js';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  databaseName: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** No PWA unless a test asks for one: tests must not depend on the PWA having been built. */
const noPwa = join(tmpdir(), 'lottery-no-pwa');

export interface TestAppOptions {
  /** Run on this existing database (a restart) instead of a fresh clone. */
  databaseName?: string;
  /** close() leaves the database for a later app on it. */
  keepDatabase?: boolean;
  /** Where the server's JSON log lines go (default: nowhere, or stdout with TEST_LOG set). */
  logTo?: (line: string) => void;
}

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const databaseName = options.databaseName ?? (await cloneTemplate());
  const config = {
    ...loadConfig({ NODE_ENV: 'test', PWA_DIR: noPwa }),
    smsOutboxFile: join(tmpdir(), `${databaseName}-sms.jsonl`),
    // Callers tell their address in X-Forwarded-For (test/support/accounts.ts): per-address limits
    // then apply to the test's own address, not to every request from loopback.
    trustProxy: true,
    ...overrides,
    databaseUrl: databaseUrl(databaseName),
  };
  // Set TEST_LOG=debug to see the server's JSON logs.
  const logTo = options.logTo;
  const logger = logTo
    ? pino({ level: 'trace' }, { write: (line: string) => logTo(line) })
    : pino({ level: process.env.TEST_LOG ?? 'silent' });
  const app = await createApp(config, logger);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = await app.getUrl();
  return {
    app,
    baseUrl,
    databaseName,
    request: (path, init) => fetch(`${baseUrl}${path}`, init),
    close: async () => {
      await app.close();
      if (!options.keepDatabase) await dropDatabase(databaseName);
    },
  };
}
