// The real app (the same AppModule and configureApp as main.ts) on its own cloned database, over
// real HTTP, built with @nestjs/testing so a test can replace what leaves the process: the SMS
// sender (a file the test reads), the clock (moved forward instead of waited for), any provider.
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { configureApp, createAdapter } from '../../src/app.js';
import { AppModule } from '../../src/app.module.js';
import { CLOCK, type Clock } from '../../src/common/clock/clock.js';
import { loggerOptions, PinoNestLogger } from '../../src/common/logging/logger.js';
import { loadConfig, type AppConfig, type LogLevel } from '../../src/config/config.js';
import { FileSmsSender, SMS_SENDER } from '../../src/modules/auth/sms/sms-sender.js';
import { cloneTemplate, databaseUrl, dropDatabase } from './databases.js';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  databaseName: string;
  /** The app's clock: `clock.advance(ms)` moves time forward for the whole app. */
  clock: TestClock;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Real time plus whatever a test moved it forward by. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
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
  /** Reach the database another way, e.g. through a proxy a test can cut. */
  viaDatabaseUrl?: (url: string) => string;
  /** More replacements, e.g. `(builder) => builder.overrideProvider(X).useValue(y)`. */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
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
    // Tests change stock and read it back at once; the kept answers' own test turns them on.
    publicAnswerCacheMs: 0,
    ...overrides,
    databaseUrl: (options.viaDatabaseUrl ?? ((url: string) => url))(databaseUrl(databaseName)),
  };
  // Set TEST_LOG=debug to see the server's JSON logs.
  const logTo = options.logTo;
  const logger = logTo
    ? pino(loggerOptions('trace'), { write: (line: string) => logTo(line) })
    : pino(loggerOptions((process.env.TEST_LOG as LogLevel | undefined) ?? 'silent'));
  const clock = new TestClock();
  let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(CLOCK)
    .useValue(clock);
  // SMS leave through a file the tests read (an HTTP gateway test sets smsProvider 'http').
  if (config.smsProvider === 'file') {
    builder = builder
      .overrideProvider(SMS_SENDER)
      .useValue(new FileSmsSender(config.smsOutboxFile));
  }
  if (options.override) builder = options.override(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createAdapter(config, logger),
    { logger: new PinoNestLogger(logger) },
  );
  await configureApp(app, config, logger);
  await app.init();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = await app.getUrl();
  return {
    app,
    baseUrl,
    databaseName,
    clock,
    request: (path, init) => fetch(`${baseUrl}${path}`, init),
    close: async () => {
      await app.close();
      if (!options.keepDatabase) await dropDatabase(databaseName);
    },
  };
}
