// Helpers for the wallet tests: members with a bank account, signed callbacks, balances.
import { signCallbackBody } from '../src/modules/payment/callback-signature.js';
import type { AppConfig } from '../src/config/config.js';
import { call, ok, registerMember, sql, type Answer } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

let accountCounter = 0;

/** A new member with a bank account on the profile; answers its token, phone and id. */
export async function memberWithBank(
  server: TestApp,
): Promise<{ token: string; phone: string; id: string }> {
  accountCounter += 1;
  const accountNumber = `${process.pid}${String(accountCounter).padStart(5, '0')}`.slice(-12);
  const { token, phone } = await registerMember(server, undefined, {
    bankName: 'ABA',
    accountName: 'Sok Dara',
    accountNumber,
  });
  const profile = await ok(server, '/api/customer/user/profile', {}, { token });
  return { token, phone, id: String(profile.id) };
}

export async function balanceOf(server: TestApp, token: string): Promise<string> {
  return (await ok(server, '/api/customer/user/profile', {}, { token })).balance;
}

/** A deposit confirmed by the admin: the member's balance grows by `amt`. */
export async function fund(server: TestApp, token: string, admin: string, amt: string) {
  const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt }, { token });
  await ok(server, '/api/company/payment/confirmDeposit', { RefId }, { token: admin });
  return RefId as string;
}

export function secretOf(server: TestApp): string {
  return (server.app.get('AppConfig') as AppConfig).paymentCallbackSecret;
}

/** Posts the callback as a provider would: the exact bytes, signed (or with the given signature). */
export async function providerCallback(
  server: TestApp,
  body: unknown,
  signature?: string,
): Promise<Answer & { msg: string }> {
  const raw = JSON.stringify(body);
  const response = await server.request('/api/payment/callback', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      locale: 'en',
      'x-signature': signature ?? signCallbackBody(secretOf(server), raw),
    },
    body: raw,
  });
  const json = (await response.json()) as { code: number; msg: string; result: { period: any } };
  return { status: response.status, code: json.code, msg: json.msg, period: json.result.period };
}

export async function withKey<T = any>(
  server: TestApp,
  path: string,
  body: unknown,
  token: string,
  key: string,
): Promise<Answer<T>> {
  const response = await server.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      locale: 'en',
      authorization: token,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; result: { period: T } };
  return { status: response.status, code: json.code, period: json.result.period };
}

/**
 * Every member's balance equals the sum of its ledger, every entry's balance after is the sum of
 * the member's entries up to it, and no balance is negative.
 */
export async function reconcileOk(server: TestApp, admin: string): Promise<void> {
  const answer = await ok(server, '/api/company/payment/reconcile', {}, { token: admin });
  if (answer.mismatches.length > 0) {
    throw new Error(`ledger mismatches: ${JSON.stringify(answer.mismatches)}`);
  }
  if (answer.entryMismatches.length > 0) {
    throw new Error(`wrong balance after: ${JSON.stringify(answer.entryMismatches)}`);
  }
  const [negative] = await sql<{ n: string }>(
    server,
    'SELECT count(*) AS n FROM member WHERE balance < 0',
  );
  if (negative?.n !== '0') throw new Error('a negative balance');
}

export { call, ok, sql };
