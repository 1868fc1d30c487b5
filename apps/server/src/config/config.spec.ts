import { describe, expect, it } from '@jest/globals';
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, configDescription, loadConfig, localSecretFiles } from './config.js';
import { productionEnv } from '../../test/support/production-env.js';

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir: resolve(process.cwd(), '.data'),
      logLevel: 'info',
      defaultAgentId: 'default',
      dbPoolSize: 10,
      jobsPoolSize: 3,
      dbStatementTimeoutMs: 5000,
      dbConnectTimeoutMs: 3000,
      trustProxy: false,
    });
    expect(config.pwaDir).toMatch(/apps\/pwa\/dist$/);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      ...productionEnv,
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/lottery',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 8080,
      nodeEnv: 'production',
      databaseUrl: 'postgres://u:p@db:5432/lottery',
      trustProxy: true,
      logLevel: 'debug',
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 0 to 65535, got "abc"'],
    ['PORT', '70000', 'PORT must be a whole number'],
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of development, production, test'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a postgres:// URL'],
    ['DATABASE_READ_URL', 'replica:5432', 'DATABASE_READ_URL must be a postgres:// URL'],
    ['DATABASE_READ_MAX_LAG_MS', '-1', 'DATABASE_READ_MAX_LAG_MS must be a whole number'],
    ['DATABASE_LISTEN_URL', 'http://x', 'DATABASE_LISTEN_URL must be a postgres:// URL'],
    ['DB_POOL_SIZE', '0', 'DB_POOL_SIZE must be a whole number'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be true or false'],
    ['SESSION_IDLE_DAYS', '0', 'SESSION_IDLE_DAYS must be a whole number from 1 to 365'],
    ['SESSION_MAX_DAYS', '5', 'SESSION_IDLE_DAYS must not be more than SESSION_MAX_DAYS'],
  ])('rejects %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('limits sessions to 7 idle days and 30 in all unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleDays: 7, sessionMaxDays: 30 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '14' })).toMatchObject({
      sessionIdleDays: 2,
      sessionMaxDays: 14,
    });
  });

  it("checks deposits with Bakong's stand-in in development with the embedded database only", () => {
    expect(loadConfig({})).toMatchObject({ bakongStandIn: true, bakongApiRoot: undefined });
    const withDatabase = { DATABASE_URL: 'postgres://localhost/shop' };
    expect(loadConfig(withDatabase)).toMatchObject({
      bakongStandIn: false,
      bakongApiRoot: undefined,
    });
    expect(
      loadConfig({
        ...withDatabase,
        BAKONG_API_ROOT: 'https://api-bakong.nbc.gov.kh/',
        BAKONG_API_TOKEN: 't',
      }),
    ).toMatchObject({
      bakongStandIn: false,
      bakongApiRoot: 'https://api-bakong.nbc.gov.kh',
      bakongApiToken: 't',
      bakongTimeoutMs: 5000,
    });
    expect(() => loadConfig({ ...productionEnv, BAKONG_API_ROOT: 'stand-in' })).toThrow(
      'BAKONG_API_ROOT=stand-in is for development only',
    );
  });

  it('describes every variable for the configuration table', () => {
    expect(configDescription.map((variable) => variable.name)).toEqual([
      'PORT',
      'HOST',
      'NODE_ENV',
      'DATABASE_URL',
      'DATABASE_READ_URL',
      'DATABASE_READ_MAX_LAG_MS',
      'DATABASE_LISTEN_URL',
      'DATA_DIR',
      'LOG_LEVEL',
      'DEFAULT_AGENT_ID',
      'PWA_DIR',
      'DB_POOL_SIZE',
      'JOBS_POOL_SIZE',
      'DB_STATEMENT_TIMEOUT_MS',
      'DB_CONNECT_TIMEOUT_MS',
      'TRUST_PROXY',
      'SESSION_SECRET',
      'SESSION_IDLE_DAYS',
      'SESSION_MAX_DAYS',
      'SMS_PROVIDER',
      'SMS_OUTBOX_FILE',
      'SMS_HTTP_URL',
      'SMS_HTTP_TOKEN',
      'ADMIN_PHONE',
      'ADMIN_PASSWORD',
      'DEMO_SEED',
      'TELEGRAM_BOT',
      'TELEGRAM_BOT_TOKEN',
      'TELEGRAM_MODE',
      'TELEGRAM_WEBHOOK_SECRET',
      'TELEGRAM_API_ROOT',
      'PUBLIC_URL',
      'KHQR_ACCOUNT_ID',
      'KHQR_MERCHANT_NAME',
      'KHQR_MERCHANT_CITY',
      'DEPOSIT_TTL_MINUTES',
      'PAYMENT_CALLBACK_SECRET',
      'TICKET_SIGNING_KEY',
      'VAPID_PRIVATE_KEY',
      'VAPID_SUBJECT',
      'PUSH_TTL_SECONDS',
      'BAKONG_API_ROOT',
      'BAKONG_API_TOKEN',
      'BAKONG_TIMEOUT_MS',
      'BAKONG_CHECK_EVERY_MS',
      'BAKONG_GRACE_MINUTES',
      'PRIZE_AUTO_CREDIT_LIMIT',
      'SIGN_IN_FAILURES_PER_ADDRESS',
      'UPLOADS_PER_HOUR',
      'PUBLIC_ANSWER_CACHE_MS',
    ]);
  });

  it('runs the bot only with a token: webhook with a public address, else polling', () => {
    const token = '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abc';
    expect(loadConfig({}).telegramMode).toBe('off');
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: token }).telegramMode).toBe('polling');
    expect(
      loadConfig({
        TELEGRAM_BOT_TOKEN: token,
        PUBLIC_URL: 'https://shop.example/',
        TELEGRAM_WEBHOOK_SECRET: 's3cret',
      }),
    ).toMatchObject({ telegramMode: 'webhook', publicUrl: 'https://shop.example' });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: token, PUBLIC_URL: 'https://a.b' })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ TELEGRAM_MODE: 'polling' })).toThrow(/TELEGRAM_BOT_TOKEN/);
    // Production replicas cannot all poll: the webhook is the default there.
    expect(() => loadConfig({ ...productionEnv, TELEGRAM_BOT_TOKEN: token })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'nope' })).toThrow(/TELEGRAM_BOT_TOKEN/);
  });

  it('allows 20 uploads a member an hour unless told otherwise, at least 1', () => {
    expect(loadConfig({}).uploadsPerHour).toBe(20);
    expect(loadConfig({ UPLOADS_PER_HOUR: '5' }).uploadsPerHour).toBe(5);
    expect(() => loadConfig({ UPLOADS_PER_HOUR: '0' })).toThrow(/UPLOADS_PER_HOUR/);
  });

  it('keeps public answers for a second unless told otherwise; 0 turns it off', () => {
    expect(loadConfig({}).publicAnswerCacheMs).toBe(1000);
    expect(loadConfig({ PUBLIC_ANSWER_CACHE_MS: '0' }).publicAnswerCacheMs).toBe(0);
    expect(() => loadConfig({ PUBLIC_ANSWER_CACHE_MS: '-1' })).toThrow(/PUBLIC_ANSWER_CACHE_MS/);
  });

  it('reads the automatic prize credit limit in USD and refuses what is not an amount', () => {
    expect(loadConfig({}).prizeAutoCreditCents).toBe(100_000);
    expect(loadConfig({ PRIZE_AUTO_CREDIT_LIMIT: '250.50' }).prizeAutoCreditCents).toBe(25_050);
    expect(() => loadConfig({ PRIZE_AUTO_CREDIT_LIMIT: '-5' })).toThrow(/PRIZE_AUTO_CREDIT_LIMIT/);
  });

  it('sends SMS to a file outside production, next to the data', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/d' });
    expect(config.smsProvider).toBe('file');
    expect(config.smsOutboxFile).toBe('/tmp/d/sms-outbox.jsonl');
  });

  it('outside production, makes each missing secret once and keeps it in DATA_DIR (0600)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lottery-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.sessionSecret).toMatch(/^[\w-]{43}$/);
      expect(first.paymentCallbackSecret).toMatch(/^[\w-]{43}$/);
      expect(first.paymentCallbackSecret).not.toBe(first.sessionSecret);
      // The certificate key is an Ed25519 key, not random bits: the server can sign with it.
      expect(
        createPrivateKey({
          key: Buffer.from(first.ticketSigningKey, 'base64url'),
          format: 'der',
          type: 'pkcs8',
        }).asymmetricKeyType,
      ).toBe('ed25519');
      for (const file of Object.values(localSecretFiles)) {
        expect(statSync(join(dataDir, file)).mode & 0o777).toBe(0o600);
      }
      const again = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      expect(again.sessionSecret).toBe(first.sessionSecret);
      expect(again.paymentCallbackSecret).toBe(first.paymentCallbackSecret);
      expect(again.ticketSigningKey).toBe(first.ticketSigningKey);
      expect(readFileSync(join(dataDir, localSecretFiles.sessionSecret), 'utf8').trim()).toBe(
        first.sessionSecret,
      );
      // The environment wins; a damaged file is a clear error, not a weak secret.
      const given = 'g'.repeat(32);
      expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: given }).sessionSecret).toBe(given);
      writeFileSync(join(dataDir, localSecretFiles.sessionSecret), 'short\n');
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses production without a session secret or an SMS gateway', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lottery-config-'));
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      'SESSION_SECRET',
    );
    // Production never makes one of its own.
    expect(() => statSync(join(dataDir, localSecretFiles.sessionSecret))).toThrow();
    rmSync(dataDir, { recursive: true, force: true });
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      'SMS_HTTP_URL',
    );
  });

  it('refuses production without the Bakong account or the payment callback secret', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      SMS_HTTP_URL: 'https://sms.example/send',
    };
    expect(() => loadConfig(production)).toThrow('KHQR_ACCOUNT_ID');
    expect(() => loadConfig({ ...production, KHQR_ACCOUNT_ID: 'shop@aclb' })).toThrow(
      'PAYMENT_CALLBACK_SECRET',
    );
    expect(loadConfig({ DEPOSIT_TTL_MINUTES: '5' }).depositTtlMinutes).toBe(5);
    expect(() => loadConfig({ DEPOSIT_TTL_MINUTES: '0' })).toThrow('DEPOSIT_TTL_MINUTES');
    expect(() => loadConfig({ KHQR_MERCHANT_CITY: 'x'.repeat(16) })).toThrow('KHQR_MERCHANT_CITY');
  });

  it('refuses production without the ticket signing key, and a key that is not Ed25519', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      SMS_HTTP_URL: 'https://sms.example/send',
      KHQR_ACCOUNT_ID: 'shop@aclb',
      PAYMENT_CALLBACK_SECRET: 'y'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow('TICKET_SIGNING_KEY must be set');
    expect(() => loadConfig({ TICKET_SIGNING_KEY: 'bm90IGEga2V5' })).toThrow(
      'TICKET_SIGNING_KEY must be an Ed25519',
    );
  });

  it('wants ADMIN_PHONE and ADMIN_PASSWORD together and valid', () => {
    expect(() => loadConfig({ ADMIN_PHONE: '012345678' })).toThrow('together');
    expect(() => loadConfig({ ADMIN_PHONE: '0123', ADMIN_PASSWORD: 'abc123' })).toThrow(
      'ADMIN_PHONE',
    );
    expect(loadConfig({ ADMIN_PHONE: '012345678', ADMIN_PASSWORD: 'abc123' })).toMatchObject({
      adminPhone: '012345678',
      adminPassword: 'abc123',
    });
  });
});
