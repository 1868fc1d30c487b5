import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lottery/contracts';
import { apiMoney, apiPost } from './api-client';
import { ApiError, isUnreachable } from './api-error';
import { tokenAtom } from './atoms/token';
import { retryAfterMs, retryDelayMs, moneyRetryPolicy, type RetryPolicy } from './retry-policy';
import { appStore } from './store';

/** The same policy with waits a test can afford (1 ms, then 2, then 4). */
const fast: RetryPolicy = { ...moneyRetryPolicy, firstDelayMs: 1 };

const ok = (period: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', result: { period } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const refused = (code: number, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code, msg: 'no', result: { period: null, requestId: 'r' } }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const busy = (retryAfter?: string) =>
  refused(ErrorCode.ServiceUnavailable, 503, retryAfter ? { 'Retry-After': retryAfter } : {});
const dropped = () => {
  throw new TypeError('Failed to fetch');
};

/**
 * A stand-in for the network only: each call takes the next answer (a Response, or a function that
 * throws as a dropped connection does); the requests are kept to read their headers.
 */
function network(...answers: (Response | (() => never))[]) {
  const requests: { headers: Headers; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push({ headers: request.headers, body: await request.clone().text() });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return typeof next === 'function' ? next() : next;
    }),
  );
  return requests;
}

const keysOf = (requests: { headers: Headers }[]) =>
  requests.map((r) => r.headers.get('Idempotency-Key'));

describe('money call retries', () => {
  beforeEach(() => appStore.set(tokenAtom, 'token-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('retries after a 503 with the same Idempotency-Key and says it took a retry', async () => {
    const requests = network(busy(), ok({ orderId: '9' }));
    const answer = await apiMoney(
      '/api/customer/transaction/create',
      { products: [{ productId: '1', qty: 1 }] },
      'k-1',
      fast,
    );
    expect(answer).toEqual({ value: { orderId: '9' }, retried: true });
    expect(keysOf(requests)).toEqual(['k-1', 'k-1']);
    // The same body too: the server replays only a request it has seen, to the letter.
    expect(requests[1]!.body).toBe(requests[0]!.body);
    expect(requests[0]!.body).toBe('{"products":[{"productId":"1","qty":1}]}');
  });

  it('retries after the answer was lost on the way (no answer at all)', async () => {
    const requests = network(dropped, dropped, ok({ RefId: 'D1' }));
    const answer = await apiMoney('/api/customer/payment/deposit', { amt: '5.00' }, 'k-2', fast);
    expect(answer).toEqual({ value: { RefId: 'D1' }, retried: true });
    expect(keysOf(requests)).toEqual(['k-2', 'k-2', 'k-2']);
  });

  it('says nothing happened twice when the first try got through', async () => {
    network(ok({ RefId: 'W1' }));
    expect(await apiMoney('/api/customer/payment/withdraw', {}, 'k-3', fast)).toEqual({
      value: { RefId: 'W1' },
      retried: false,
    });
  });

  it('gives up after three retries and reports the shop unreachable', async () => {
    const requests = network(busy(), dropped, busy(), busy());
    const error = await apiMoney('/api/customer/payment/withdraw', {}, 'k-4', fast).catch(
      (caught: unknown) => caught,
    );
    expect(requests).toHaveLength(1 + fast.retries);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.ServiceUnavailable, status: 503 });
    expect(isUnreachable(error)).toBe(true);
  });

  it('never retries a refusal: the server decided, and a retry would get the same answer', async () => {
    const requests = network(refused(ErrorCode.NotEnoughProduct, 409), ok(null));
    const error = await apiMoney(
      '/api/customer/transaction/create',
      { products: [] },
      'k-5',
      fast,
    ).catch((caught: unknown) => caught);
    expect(requests).toHaveLength(1);
    expect(error).toMatchObject({ code: ErrorCode.NotEnoughProduct });
    expect(isUnreachable(error)).toBe(false);
  });

  it('waits as long as Retry-After says before retrying', async () => {
    const requests = network(busy('1'), ok(null));
    const started = Date.now();
    await apiMoney('/api/customer/payment/deposit', { amt: '1.00' }, 'k-6', fast);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(requests).toHaveLength(2);
  });

  it('does not retry when the server asks for a longer wait than a member would give', async () => {
    const requests = network(busy('60'), ok(null));
    const error = await apiMoney(
      '/api/customer/payment/deposit',
      { amt: '1.00' },
      'k-7',
      fast,
    ).catch((caught: unknown) => caught);
    expect(requests).toHaveLength(1);
    expect(isUnreachable(error)).toBe(true);
  });

  it('leaves calls that move no money alone: one try, whatever the answer', async () => {
    const requests = network(busy(), ok(null));
    await expect(apiPost('/api/customer/user/profile')).rejects.toMatchObject({ code: 503 });
    expect(requests).toHaveLength(1);
  });
});

describe('retry waits', () => {
  it('doubles from half a second: 0.5, 1, 2 s', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(moneyRetryPolicy, attempt))).toEqual([
      500, 1000, 2000,
    ]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Fri, 01 May 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
