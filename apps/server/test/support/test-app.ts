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
import { cloneTemplate, databaseUrl, dropDatabase, endSessions } from './databases.js';

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
  // From here on the clone and the app are this file's until close(), whatever happens next.
  let app: NestFastifyApplication | undefined;
  const close = closeOnce(() => app, databaseName, options.keepDatabase ?? false);
  try {
    const moduleRef = await builder.compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(createAdapter(config, logger), {
      logger: new PinoNestLogger(logger),
    });
    await configureApp(app, config, logger);
    await app.init();
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  const baseUrl = await app.getUrl();
  return {
    app,
    baseUrl,
    databaseName,
    clock,
    request: (path, init) => fetch(`${baseUrl}${path}`, init),
    close,
  };
}

/** How long a closing app may wait for requests still in flight before they are cut. */
const closeGraceMs = 5_000;

const after = (ms: number) =>
  new Promise<'late'>((resolve) => setTimeout(resolve, ms, 'late').unref());

/**
 * Closes an app for good, once however often it is called (by the file's afterAll and again by
 * the test environment, test-environment.mjs, which closes whatever a file left open). Bounded:
 * requests still in flight after a grace (a hung test's) have their sockets and the database's
 * sessions cut, and the clone is dropped WITH (FORCE) whether or not the app closed cleanly.
 */
function closeOnce(
  current: () => NestFastifyApplication | undefined,
  databaseName: string,
  keepDatabase: boolean,
): () => Promise<void> {
  const open = openApps();
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        const app = current();
        if (!app) return;
        const closed = app.close();
        if ((await Promise.race([closed, after(closeGraceMs)])) === 'late') {
          app.getHttpServer().closeAllConnections();
          await endSessions(databaseName);
          await Promise.race([closed, after(closeGraceMs)]);
        }
      } finally {
        open.delete(close);
        if (!keepDatabase) await dropDatabase(databaseName);
      }
    })();
    return closing;
  };
  open.add(close);
  return close;
}

/** This test file's open apps (the test environment closes any left at the file's end). */
function openApps(): Set<() => Promise<void>> {
  const global = globalThis as { [OPEN_APPS]?: Set<() => Promise<void>> };
  return (global[OPEN_APPS] ??= new Set());
}

/** The key test-environment.mjs reads. */
const OPEN_APPS = '__lotteryOpenTestApps';
