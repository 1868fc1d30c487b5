// Helpers for the accounts tests: calls in the envelope, codes read from the SMS outbox file.
import { expect } from '@jest/globals';
import type { AppConfig } from '../../src/config/config.js';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { databaseUrl } from './databases.js';
import type { TestApp } from './test-app.js';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  /** The catalogue's text in the caller's language (`locale: en` here). */
  msg?: string;
  period: T;
  fields?: Record<string, string>;
}

export interface CallOptions {
  token?: string;
  /** The caller's address (X-Forwarded-For); default: a new one per call. */
  address?: string;
  method?: 'GET' | 'POST';
}

function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `172.${byte()}.${byte()}.${byte()}`;
}

export async function call<T = any>(
  server: TestApp,
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<Answer<T>> {
  const method = options.method ?? 'POST';
  const response = await server.request(path, {
    method,
    headers: {
      locale: 'en',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: options.token } : {}),
      'x-forwarded-for': options.address ?? randomAddress(),
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as {
    code: number;
    msg: string;
    result: { period: T; fields?: Record<string, string> };
  };
  return {
    status: response.status,
    code: json.code,
    msg: json.msg,
    period: json.result.period,
    fields: json.result.fields,
  };
}

/** Expects a success and answers its period. */
export async function ok<T = any>(
  server: TestApp,
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(server, path, body, options);
  expect({ path, code: answer.code, fields: answer.fields }).toEqual({
    path,
    code: 0,
    fields: undefined,
  });
  return answer.period;
}

export function outboxFile(server: TestApp): string {
  return (server.app.get('AppConfig') as AppConfig).smsOutboxFile;
}

interface OutboxLine {
  to: string;
  text: string;
  code: string | null;
  at: string;
}

export async function outboxLines(server: TestApp): Promise<OutboxLine[]> {
  const text = await readFile(outboxFile(server), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** Waits for the n-th (default: next unseen) SMS to a phone and answers its code. */
export async function readOtp(server: TestApp, phone: string, count?: number): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const lines = (await outboxLines(server)).filter((line) => line.to === phone);
    const wanted = count ?? seen.get(`${server.databaseName}:${phone}`) ?? 0;
    if (lines.length > wanted) {
      seen.set(`${server.databaseName}:${phone}`, lines.length);
      // The relay marks the row sent right after the file write.
      await waitForSent(server);
      return lines[lines.length - 1]!.code!;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`no SMS to ${phone} in the outbox file`);
}
const seen = new Map<string, number>();

export async function sql<T = any>(
  server: TestApp,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(server.databaseName) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitForSent(server: TestApp): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const [row] = await sql<{ n: string }>(
      server,
      'SELECT count(*) AS n FROM sms_outbox WHERE sent_at IS NULL',
    );
    if (row?.n === '0') return;
    await new Promise((done) => setTimeout(done, 20));
  }
}

let phoneCounter = 0;
/** A phone number no other test in this file uses. */
export function newPhone(): string {
  phoneCounter += 1;
  return `09${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export const PASSWORD = 'secret123';

/** Registers (OTP from the outbox file) and answers the new member's token. */
export async function registerMember(
  server: TestApp,
  phone = newPhone(),
  extra: Record<string, unknown> = {},
): Promise<{ phone: string; token: string }> {
  await ok(server, '/api/customer/user/getOtp', { Tel: phone });
  const otp = await readOtp(server, phone);
  const { verifyToken } = await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
  const { token } = await ok(server, '/api/customer/user/register', {
    Tel: phone,
    verifyToken,
    password: PASSWORD,
    name: 'Sok Dara',
    ...extra,
  });
  return { phone, token };
}
