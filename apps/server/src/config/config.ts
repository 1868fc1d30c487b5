// The one place the environment is read. Everything else receives an `AppConfig`.
import {
  createECDH,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCents } from '@lottery/contracts';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof logLevels)[number];
export const nodeEnvs = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof nodeEnvs)[number];

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Unset: the server starts its own embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /** A streaming replica for public reads; unset: everything reads the primary. */
  databaseReadUrl: string | undefined;
  /** A replica further behind than this is not read (the primary answers instead). */
  databaseReadMaxLagMs: number;
  /** Where the one session that hears published results LISTENs; unset: `databaseUrl`. */
  databaseListenUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
  defaultAgentId: string;
  pwaDir: string;
  dbPoolSize: number;
  /** Database connections of the job queue (pg-boss) per server process, besides `dbPoolSize`. */
  jobsPoolSize: number;
  dbStatementTimeoutMs: number;
  dbConnectTimeoutMs: number;
  trustProxy: boolean;
  /** Signs session tokens (JWT, HS256); required in production. */
  sessionSecret: string;
  /** A session unused for this many days ends. */
  sessionIdleDays: number;
  /** A session ends this many days after sign-in, however much it is used. */
  sessionMaxDays: number;
  smsProvider: SmsProvider;
  smsOutboxFile: string;
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** Both set: an admin member with this phone and password is created or updated at start. */
  adminPhone: string | undefined;
  adminPassword: string | undefined;
  /** Seed the demo shop (draws, stock) at start when the default shop has no draws yet. */
  demoSeed: boolean;
  /** The messaging bot that delivers tickets (`https://t.me/<bot>?start=<token>`). */
  telegramBot: string;
  /** The bot's token from BotFather; unset turns the bot off. */
  telegramBotToken: string | undefined;
  /** How updates arrive: webhook (production), polling (development), off (no token). */
  telegramMode: TelegramMode;
  /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token; required for webhook mode. */
  telegramWebhookSecret: string | undefined;
  /** Where the Bot API is (tests point it at a local stand-in). */
  telegramApiRoot: string;
  /** The shop's public address: links and photos in bot messages, the webhook's address. */
  publicUrl: string | undefined;
  /**
   * Passkeys: the origin the browser reports (WEBAUTHN_ORIGIN, else PUBLIC_URL's origin) and the
   * relying party id (WEBAUTHN_RP_ID, else that origin's host name). Unset outside production:
   * taken from the request's Host; unset in production: passkeys are off (5107).
   */
  webauthnOrigin: string | undefined;
  webauthnRpId: string | undefined;
  /** The shop's Bakong account that deposits' KHQR codes pay into; required in production. */
  khqrAccountId: string;
  khqrMerchantName: string;
  khqrMerchantCity: string;
  /** A pending deposit (and its QR code) expires after this many minutes. */
  depositTtlMinutes: number;
  /** Signs payment-provider callbacks (HMAC-SHA256); required in production. */
  paymentCallbackSecret: string;
  /**
   * The shop's Ed25519 key that signs ticket certificates (PKCS#8 DER, base64url); required in
   * production. Unset elsewhere: generated at first start and kept in `dataDir`.
   */
  ticketSigningKey: string;
  /**
   * The shop's VAPID key pair for web push (P-256, base64url, as `web-push generate-vapid-keys`
   * prints it); the private key is required in production. Unset elsewhere: made at first start
   * and kept in `dataDir`.
   */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Who push services contact about our notices (`mailto:` or `https:`). */
  vapidSubject: string;
  /** How long a push service keeps a notice for a phone that is off (seconds). */
  pushTtlSeconds: number;
  /** Bakong's open API (transaction check); unset: deposits wait for an admin or the callback. */
  bakongApiRoot: string | undefined;
  /** Start the local Bakong stand-in and check against it (development only). */
  bakongStandIn: boolean;
  bakongApiToken: string | undefined;
  /** One call to Bakong longer than this fails (the deposits stay pending). */
  bakongTimeoutMs: number;
  /** How often each server process looks for deposits due a check. */
  bakongCheckEveryMs: number;
  /** An expired deposit is still asked about this long (a payment may arrive late). */
  bakongGraceMinutes: number;
  /** Prizes up to this many cents are credited at publication; larger ones wait for an admin. */
  prizeAutoCreditCents: number;
  /** Failed sign-ins from one address in 15 minutes before it is refused for an hour. */
  signInFailuresPerAddress: number;
  /** Images one member may upload in an hour; more are refused (4291). */
  uploadsPerHour: number;
  /** Public stock listings asked again within this many ms get the kept answer; 0 turns it off. */
  publicAnswerCacheMs: number;
}

export const telegramModes = ['webhook', 'polling', 'off'] as const;
export type TelegramMode = (typeof telegramModes)[number];

export const smsProviders = ['file', 'http'] as const;
export type SmsProvider = (typeof smsProviders)[number];

/** Outside production, the files in DATA_DIR that keep the secrets the environment does not give. */
export const localSecretFiles = {
  sessionSecret: 'session-secret',
  paymentCallbackSecret: 'payment-callback-secret',
  ticketSigningKey: 'ticket-signing-key',
  vapidPrivateKey: 'vapid-private-key',
} as const;

/** A bad environment value: the message names the variable and what it should be. */
export class ConfigError extends Error {}

// The built PWA sits next to the server: apps/server/dist -> apps/pwa/dist. This file is one
// folder below dist/ (or src/ under jest), hence three steps up.
const defaultPwaDir = fileURLToPath(new URL('../../../pwa/dist', import.meta.url));

interface Variable {
  name: string;
  default: string;
  description: string;
}

/** Every variable the server reads, for the configuration table of docs/operations.md. */
export const configDescription: readonly Variable[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port for the API and the PWA.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL URL. Unset: an embedded PostgreSQL is started in DATA_DIR/pg.',
  },
  {
    name: 'DATABASE_READ_URL',
    default: '(unset)',
    description:
      'A PostgreSQL streaming replica of DATABASE_URL for public reads (home, draws, results, prize check, prize table, search, hot numbers). Unset: all reads go to the primary. See "Read replica".',
  },
  {
    name: 'DATABASE_READ_MAX_LAG_MS',
    default: '5000',
    description:
      'A replica further behind than this (or unreachable, or not streaming) is not read: the primary answers until it catches up.',
  },
  {
    name: 'DATABASE_LISTEN_URL',
    default: '(DATABASE_URL)',
    description:
      'PostgreSQL URL of the one session per process that LISTENs for published results (pushed to open pages). Set it to the primary itself, or a session-mode pool, when DATABASE_URL goes through PgBouncer in transaction mode.',
  },
  {
    name: 'DATA_DIR',
    default: './.data',
    description: 'Where local data lives (embedded PostgreSQL), relative to the working directory.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug or trace.' },
  {
    name: 'DEFAULT_AGENT_ID',
    default: 'default',
    description: 'Shop used when a request has no agentId header.',
  },
  {
    name: 'PWA_DIR',
    default: 'apps/pwa/dist',
    description: 'Built PWA to serve. Without an index.html there, only the API is served.',
  },
  { name: 'DB_POOL_SIZE', default: '10', description: 'Database connections per server process.' },
  {
    name: 'JOBS_POOL_SIZE',
    default: '3',
    description: 'Database connections of the job queue (pg-boss) per server process.',
  },
  {
    name: 'DB_STATEMENT_TIMEOUT_MS',
    default: '5000',
    description: 'A statement running longer is cancelled (fast 503/500, not a hang).',
  },
  {
    name: 'DB_CONNECT_TIMEOUT_MS',
    default: '3000',
    description: 'Waiting longer than this for a pooled connection fails the request.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'true behind a reverse proxy, so client IPs come from X-Forwarded-For.',
  },
  {
    name: 'SESSION_SECRET',
    default: '(random, kept in DATA_DIR/session-secret; required in production)',
    description:
      'Secret that signs session and ticket tokens (JWT, HS256; at least 32 characters in production). Unset outside production: made at first start and kept in a file (mode 0600).',
  },
  {
    name: 'SESSION_IDLE_DAYS',
    default: '7',
    description: 'A session not used for this many days ends (the member signs in again).',
  },
  {
    name: 'SESSION_MAX_DAYS',
    default: '30',
    description: 'A session ends this many days after sign-in, however often it is used.',
  },
  {
    name: 'SMS_PROVIDER',
    default: 'file (http in production)',
    description:
      'file: append each SMS as a JSON line to SMS_OUTBOX_FILE; http: send to SMS_HTTP_URL.',
  },
  {
    name: 'SMS_OUTBOX_FILE',
    default: 'DATA_DIR/sms-outbox.jsonl',
    description:
      'File provider: one line `{"to","text","code","at"}` per message (read it in development).',
  },
  {
    name: 'SMS_HTTP_URL',
    default: '(unset)',
    description:
      'HTTP provider: gateway URL; each SMS is POSTed as JSON `{"to","text"}`. Required for http.',
  },
  {
    name: 'SMS_HTTP_TOKEN',
    default: '(unset)',
    description: 'HTTP provider: sent as `Authorization: Bearer <token>`.',
  },
  {
    name: 'ADMIN_PHONE',
    default: '(unset)',
    description:
      'With ADMIN_PASSWORD: at start, the member with this phone is created or updated as an admin.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: '(unset)',
    description: 'Password of the ADMIN_PHONE admin (letters and digits, at least 6).',
  },
  {
    name: 'DEMO_SEED',
    default: '(unset: on with the embedded database in development)',
    description:
      '1: at start, a shop without draws gets the demo (24 real past draws, an open draw with 20,000 sheets); 0: never.',
  },
  {
    name: 'TELEGRAM_BOT',
    default: 'lottothai_kh_bot',
    description:
      'Username of the Telegram bot that delivers tickets (links t.me/<bot>?start=<token>).',
  },
  {
    name: 'TELEGRAM_BOT_TOKEN',
    default: '(unset: the bot is off)',
    description: "The bot's token from BotFather. Unset: no bot runs (the links still show).",
  },
  {
    name: 'TELEGRAM_MODE',
    default: '(webhook with PUBLIC_URL or in production, else polling; off without a token)',
    description:
      'webhook: Telegram POSTs updates to PUBLIC_URL/api/telegram/webhook; polling: the server asks Telegram (development, one process); off.',
  },
  {
    name: 'TELEGRAM_WEBHOOK_SECRET',
    default: '(unset; required for webhook)',
    description:
      'Telegram sends it in X-Telegram-Bot-Api-Secret-Token with every update; others are refused (1 to 256 of A-Z a-z 0-9 _ -).',
  },
  {
    name: 'TELEGRAM_API_ROOT',
    default: 'https://api.telegram.org',
    description: 'Where the Bot API is (tests point it at a local stand-in).',
  },
  {
    name: 'PUBLIC_URL',
    default: '(unset)',
    description:
      "The shop's public https address: links and sheet photos in bot messages, and the webhook's address.",
  },
  {
    name: 'KHQR_ACCOUNT_ID',
    default: '(development value; required in production)',
    description: "The shop's Bakong account id (name@bank) that deposit QR codes pay into.",
  },
  {
    name: 'KHQR_MERCHANT_NAME',
    default: 'Lottery Shop',
    description:
      'Name a banking app shows for the payee of a deposit QR code (at most 25 characters).',
  },
  {
    name: 'KHQR_MERCHANT_CITY',
    default: 'Phnom Penh',
    description: 'City of the payee in deposit QR codes (at most 15 characters).',
  },
  {
    name: 'DEPOSIT_TTL_MINUTES',
    default: '30',
    description: 'A pending deposit and its QR code expire after this many minutes.',
  },
  {
    name: 'PAYMENT_CALLBACK_SECRET',
    default: '(random, kept in DATA_DIR/payment-callback-secret; required in production)',
    description:
      'Shared secret of the payment-provider callback: X-Signature is the hex HMAC-SHA256 of the body (at least 32 characters in production). Unset outside production: made at first start and kept in a file (mode 0600).',
  },
  {
    name: 'TICKET_SIGNING_KEY',
    default: '(generated into DATA_DIR/ticket-signing-key; required in production)',
    description:
      "The shop's Ed25519 private key that signs ticket certificates: PKCS#8 DER in base64url (see Ticket certificates).",
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(generated into DATA_DIR/vapid-private-key; required in production)',
    description:
      "The shop's VAPID private key for web push (P-256, 32 bytes base64url, as `npx web-push generate-vapid-keys` prints it); the public key is derived from it (see Notices on the phone).",
  },
  {
    name: 'VAPID_SUBJECT',
    default: 'mailto:admin@localhost',
    description: 'Who push services may contact about our notices: a mailto: or https:// address.',
  },
  {
    name: 'PUSH_TTL_SECONDS',
    default: '86400',
    description: 'How long a push service keeps a notice for a phone that is off (0 to 28 days).',
  },
  {
    name: 'BAKONG_API_ROOT',
    default: '(unset; stand-in in development with the embedded database)',
    description:
      "Bakong's open API (https://api-bakong.nbc.gov.kh): pending deposits are checked there by their QR code's MD5 and credited when paid. Unset: only an admin (or the callback) confirms. `stand-in`: a local stand-in (not in production).",
  },
  {
    name: 'BAKONG_API_TOKEN',
    default: '(unset)',
    description:
      'Bearer token for Bakong (renewed on the Bakong developer site; an expired one is shown to admins).',
  },
  {
    name: 'BAKONG_TIMEOUT_MS',
    default: '5000',
    description:
      'A Bakong call taking longer fails; the deposits stay pending and are asked again.',
  },
  {
    name: 'BAKONG_CHECK_EVERY_MS',
    default: '2000',
    description:
      'How often each server process looks for deposits due a check (each deposit: every 3 s for 3 minutes, then every 15 s, then every minute).',
  },
  {
    name: 'BAKONG_GRACE_MINUTES',
    default: '60',
    description:
      'An expired deposit is still checked this long; a payment found then is credited and marked late.',
  },
  {
    name: 'PRIZE_AUTO_CREDIT_LIMIT',
    default: '1000.00',
    description:
      'USD. Publishing results credits each prize up to this amount to its owner at once; larger prizes wait for an admin.',
  },
  {
    name: 'SIGN_IN_FAILURES_PER_ADDRESS',
    default: '500',
    description:
      'Failed sign-ins from one network address in 15 minutes before the address is refused for an hour (4290060): a ceiling against password spraying, high because carriers put many members behind one address (captchas are per account and device).',
  },
  {
    name: 'UPLOADS_PER_HOUR',
    default: '20',
    description:
      'Images one member may upload in an hour (identity photos, site images); more are refused with 4291.',
  },
  {
    name: 'PUBLIC_ANSWER_CACHE_MS',
    default: '1000',
    description:
      'The same search or hot-numbers question asked again within this many ms gets the answer kept in memory (a number sold meanwhile shows until then; checkout always checks); results, check-ticket and home are computed from the published draw kept this long, forgotten the moment a publication is heard. 0: off.',
  },
];

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name, fallback);
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function databaseUrl(env: Env, name = 'DATABASE_URL'): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a postgres:// URL`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`${name} must be a postgres:// URL`);
  }
  return raw;
}

// Telegram usernames: 5 to 32 letters, digits and underscores, starting with a letter.
function telegramBot(env: Env): string {
  const value = text(env, 'TELEGRAM_BOT', 'lottothai_kh_bot');
  if (!/^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value)) {
    throw new ConfigError(`TELEGRAM_BOT must be a Telegram bot username, got "${value}"`);
  }
  return value;
}

function url(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim().replace(/\/+$/, '');
  if (!raw) return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw)) {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw;
}

/** Passkeys' origin and relying party id (see AppConfig.webauthnOrigin). */
function webauthn(env: Env) {
  const configured = url(env, 'WEBAUTHN_ORIGIN') ?? url(env, 'PUBLIC_URL');
  const webauthnOrigin = configured && new URL(configured).origin;
  const webauthnRpId =
    env.WEBAUTHN_RP_ID?.trim() || (webauthnOrigin && new URL(webauthnOrigin).hostname);
  return { webauthnOrigin, webauthnRpId: webauthnRpId || undefined };
}

/**
 * The bot's settings: off without a token; with one, a webhook when the shop has a public
 * address (Telegram must reach it) or in production, else long polling (development).
 */
function telegram(env: Env, production: boolean) {
  const telegramBotToken = env.TELEGRAM_BOT_TOKEN?.trim() || undefined;
  if (telegramBotToken && !/^\d+:[A-Za-z0-9_-]{20,}$/.test(telegramBotToken)) {
    throw new ConfigError('TELEGRAM_BOT_TOKEN must be a token from BotFather (123456:ABC...)');
  }
  const publicUrl = url(env, 'PUBLIC_URL');
  // Several production replicas cannot all poll: production defaults to the webhook.
  const fallback = !telegramBotToken ? 'off' : publicUrl || production ? 'webhook' : 'polling';
  const telegramMode = oneOf(env, 'TELEGRAM_MODE', telegramModes, fallback);
  if (telegramMode !== 'off' && !telegramBotToken) {
    throw new ConfigError(`TELEGRAM_MODE ${telegramMode} needs TELEGRAM_BOT_TOKEN`);
  }
  const telegramWebhookSecret = env.TELEGRAM_WEBHOOK_SECRET?.trim() || undefined;
  if (telegramWebhookSecret && !/^[A-Za-z0-9_-]{1,256}$/.test(telegramWebhookSecret)) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET must be 1 to 256 of A-Z a-z 0-9 _ -');
  }
  if (telegramMode === 'webhook' && !telegramWebhookSecret) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET must be set for the webhook mode');
  }
  return {
    telegramBotToken,
    telegramMode,
    telegramWebhookSecret,
    telegramApiRoot: url(env, 'TELEGRAM_API_ROOT') ?? 'https://api.telegram.org',
    publicUrl,
  };
}

function newEd25519Key(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64url');
}

function isEd25519PrivateKey(text: string): boolean {
  try {
    const key = createPrivateKey({
      key: Buffer.from(text, 'base64url'),
      format: 'der',
      type: 'pkcs8',
    });
    return key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

function usdCents(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const cents = parseCents(raw);
  if (cents === null)
    throw new ConfigError(`${name} must be an amount in USD like 250.00, got "${raw}"`);
  return cents;
}

function sessionLimits(env: Env): { sessionIdleDays: number; sessionMaxDays: number } {
  const sessionIdleDays = integer(env, 'SESSION_IDLE_DAYS', 7, 1, 365);
  const sessionMaxDays = integer(env, 'SESSION_MAX_DAYS', 30, 1, 365);
  if (sessionIdleDays > sessionMaxDays) {
    throw new ConfigError('SESSION_IDLE_DAYS must not be more than SESSION_MAX_DAYS');
  }
  return { sessionIdleDays, sessionMaxDays };
}

/**
 * Outside production, a secret the environment does not give: made at the first start (256
 * random bits unless `make` says otherwise) and kept in `DATA_DIR/<file>` (mode 0600), read again
 * on every later start, so sessions, ticket links and certificates outlive a restart and no
 * secret is written in the source. Several processes starting at once agree: the file appears
 * whole (a hard link to a finished file) or not at all.
 */
export function localSecret(
  dataDir: string,
  file: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
): string {
  const path = join(dataDir, file);
  const kept = readSecretFile(path);
  if (kept !== undefined) return kept;
  mkdirSync(dataDir, { recursive: true });
  const draft = `${path}.${randomUUID()}`;
  writeFileSync(draft, `${make()}\n`, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readSecretFile(path)!;
}

function readSecretFile(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < 32) throw new ConfigError(`${path} must hold a secret of 32 characters`);
  return secret;
}

/**
 * VAPID_PRIVATE_KEY (32 bytes, base64url); its public key is derived, so the two never disagree.
 * Outside production an unset key is a local secret (32 random bytes are a P-256 private key).
 */
function vapidKeys(env: Env, production: boolean, dataDir: string) {
  const given = env.VAPID_PRIVATE_KEY?.trim();
  if (production && !given) throw new ConfigError('VAPID_PRIVATE_KEY must be set in production');
  const vapidPrivateKey = given || localSecret(dataDir, localSecretFiles.vapidPrivateKey);
  let vapidPublicKey: string;
  try {
    const ecdh = createECDH('prime256v1');
    const raw = Buffer.from(vapidPrivateKey, 'base64url');
    if (raw.length !== 32) throw new Error('length');
    ecdh.setPrivateKey(raw);
    vapidPublicKey = ecdh.getPublicKey().toString('base64url');
  } catch {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url)');
  }
  const vapidSubject = text(env, 'VAPID_SUBJECT', 'mailto:admin@localhost');
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject))
    throw new ConfigError('VAPID_SUBJECT must be a mailto: or https:// address');
  return { vapidPublicKey, vapidPrivateKey, vapidSubject };
}

/** Reads and checks the environment; throws a `ConfigError` on the first bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', nodeEnvs, 'development');
  const dataDir = resolve(process.cwd(), text(env, 'DATA_DIR', './.data'));
  const production = nodeEnv === 'production';
  const sessionSecret = env.SESSION_SECRET?.trim();
  if (production && (!sessionSecret || sessionSecret.length < 32)) {
    throw new ConfigError('SESSION_SECRET must be set to at least 32 characters in production');
  }
  const smsProvider = oneOf(env, 'SMS_PROVIDER', smsProviders, production ? 'http' : 'file');
  const smsHttpUrl = env.SMS_HTTP_URL?.trim() || undefined;
  if (smsProvider === 'http') {
    if (!smsHttpUrl || !/^https?:\/\//.test(smsHttpUrl)) {
      throw new ConfigError('SMS_HTTP_URL must be an http(s) URL when SMS_PROVIDER is http');
    }
  }
  const adminPhone = env.ADMIN_PHONE?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD?.trim() || undefined;
  if (adminPhone && !/^\d{9,10}$/.test(adminPhone)) {
    throw new ConfigError('ADMIN_PHONE must be 9 or 10 digits');
  }
  if (adminPassword && !/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,64}$/.test(adminPassword)) {
    throw new ConfigError('ADMIN_PASSWORD must be 6 to 64 letters and digits, with both');
  }
  if (Boolean(adminPhone) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_PHONE and ADMIN_PASSWORD must be set together');
  }
  const khqrAccountId = env.KHQR_ACCOUNT_ID?.trim();
  if (production && !khqrAccountId) {
    throw new ConfigError('KHQR_ACCOUNT_ID must be set in production');
  }
  const khqrMerchantName = text(env, 'KHQR_MERCHANT_NAME', 'Lottery Shop');
  const khqrMerchantCity = text(env, 'KHQR_MERCHANT_CITY', 'Phnom Penh');
  // The KHQR standard's field lengths: a longer value makes every deposit fail.
  if (khqrAccountId && khqrAccountId.length > 32) {
    throw new ConfigError('KHQR_ACCOUNT_ID must be at most 32 characters');
  }
  if (khqrMerchantName.length > 25) {
    throw new ConfigError('KHQR_MERCHANT_NAME must be at most 25 characters');
  }
  if (khqrMerchantCity.length > 15) {
    throw new ConfigError('KHQR_MERCHANT_CITY must be at most 15 characters');
  }
  const paymentCallbackSecret = env.PAYMENT_CALLBACK_SECRET?.trim();
  if (production && (!paymentCallbackSecret || paymentCallbackSecret.length < 32)) {
    throw new ConfigError(
      'PAYMENT_CALLBACK_SECRET must be set to at least 32 characters in production',
    );
  }
  const ticketSigningKey = env.TICKET_SIGNING_KEY?.trim() || undefined;
  if (production && !ticketSigningKey) {
    throw new ConfigError('TICKET_SIGNING_KEY must be set in production');
  }
  if (ticketSigningKey && !isEd25519PrivateKey(ticketSigningKey)) {
    throw new ConfigError('TICKET_SIGNING_KEY must be an Ed25519 PKCS#8 key in base64url');
  }
  const vapid = vapidKeys(env, production, dataDir);
  const bakongRaw = env.BAKONG_API_ROOT?.trim();
  const defaultStandIn = !databaseUrl(env) && nodeEnv === 'development';
  const bakongStandIn = bakongRaw === 'stand-in' || (!bakongRaw && defaultStandIn);
  if (bakongStandIn && production) {
    throw new ConfigError('BAKONG_API_ROOT=stand-in is for development only');
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST', '0.0.0.0'),
    nodeEnv,
    databaseUrl: databaseUrl(env),
    databaseReadUrl: databaseUrl(env, 'DATABASE_READ_URL'),
    databaseReadMaxLagMs: integer(env, 'DATABASE_READ_MAX_LAG_MS', 5000, 0, 3_600_000),
    databaseListenUrl: databaseUrl(env, 'DATABASE_LISTEN_URL'),
    dataDir,
    logLevel: oneOf(env, 'LOG_LEVEL', logLevels, 'info'),
    defaultAgentId: text(env, 'DEFAULT_AGENT_ID', 'default'),
    pwaDir: resolve(process.cwd(), text(env, 'PWA_DIR', defaultPwaDir)),
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 1000),
    jobsPoolSize: integer(env, 'JOBS_POOL_SIZE', 3, 2, 100),
    dbStatementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 5000, 1, 3_600_000),
    dbConnectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 3000, 1, 600_000),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    ...webauthn(env),
    sessionSecret: sessionSecret || localSecret(dataDir, localSecretFiles.sessionSecret),
    ...sessionLimits(env),
    smsProvider,
    smsOutboxFile: resolve(
      process.cwd(),
      text(env, 'SMS_OUTBOX_FILE', `${dataDir}/sms-outbox.jsonl`),
    ),
    smsHttpUrl,
    smsHttpToken: env.SMS_HTTP_TOKEN?.trim() || undefined,
    adminPhone,
    adminPassword,
    demoSeed: boolean(env, 'DEMO_SEED', !databaseUrl(env) && nodeEnv === 'development'),
    telegramBot: telegramBot(env),
    ...telegram(env, production),
    khqrAccountId: khqrAccountId || 'lottery_shop@devb',
    khqrMerchantName,
    khqrMerchantCity,
    depositTtlMinutes: integer(env, 'DEPOSIT_TTL_MINUTES', 30, 1, 1440),
    paymentCallbackSecret:
      paymentCallbackSecret || localSecret(dataDir, localSecretFiles.paymentCallbackSecret),
    ticketSigningKey:
      ticketSigningKey || localSecret(dataDir, localSecretFiles.ticketSigningKey, newEd25519Key),
    ...vapid,
    pushTtlSeconds: integer(env, 'PUSH_TTL_SECONDS', 86_400, 0, 2_419_200),
    bakongApiRoot: bakongStandIn ? undefined : url(env, 'BAKONG_API_ROOT'),
    bakongStandIn,
    bakongApiToken: env.BAKONG_API_TOKEN?.trim() || undefined,
    bakongTimeoutMs: integer(env, 'BAKONG_TIMEOUT_MS', 5000, 100, 120_000),
    bakongCheckEveryMs: integer(env, 'BAKONG_CHECK_EVERY_MS', 2000, 100, 600_000),
    bakongGraceMinutes: integer(env, 'BAKONG_GRACE_MINUTES', 60, 0, 10_080),
    prizeAutoCreditCents: usdCents(env, 'PRIZE_AUTO_CREDIT_LIMIT', 1000_00),
    signInFailuresPerAddress: integer(env, 'SIGN_IN_FAILURES_PER_ADDRESS', 500, 1, 1_000_000),
    uploadsPerHour: integer(env, 'UPLOADS_PER_HOUR', 20, 1, 10_000),
    publicAnswerCacheMs: integer(env, 'PUBLIC_ANSWER_CACHE_MS', 1000, 0, 60_000),
  };
}

/** For main.ts: a bad value is one line on stderr and exit code 1, before anything starts. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
}

/** Nest injection token for the `AppConfig` value. */
export const APP_CONFIG = 'AppConfig';
