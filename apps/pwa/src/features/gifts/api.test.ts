import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lottery/contracts';
import { tokenAtom } from '../../lib/atoms/token';
import { appStore } from '../../lib/store';
import { cancelGift, receiveGift, sendGift } from './api';

const ok = (period: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', result: { period } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const busy = () =>
  new Response(
    JSON.stringify({ code: ErrorCode.ServiceUnavailable, msg: 'busy', result: { period: null } }),
    { status: 503, headers: { 'content-type': 'application/json', 'Retry-After': '0' } },
  );

/** The network only: each call takes the next answer; the requests are kept. */
function network(...answers: Response[]) {
  const requests: { url: string; key: string | null; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push({
        url: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
        body: await request.clone().text(),
      });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next;
    }),
  );
  return requests;
}

describe('gift calls carry an Idempotency-Key and retry with it', () => {
  beforeEach(() => appStore.set(tokenAtom, 'token-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('send: a 503 is retried with the same key and body, the link comes back', async () => {
    const requests = network(busy(), ok('/reward?giftCode=abc'));
    const request = { transactions: ['17'], name: 'Sophea', phone: '012345678' };
    expect(await sendGift(request, 'gift-1')).toBe('/reward?giftCode=abc');
    expect(requests.map((r) => [r.url, r.key])).toEqual([
      ['/api/customer/transaction/sendgift', 'gift-1'],
      ['/api/customer/transaction/sendgift', 'gift-1'],
    ]);
    expect(requests[1]!.body).toBe(requests[0]!.body);
  });

  it('receive and take back send their key', async () => {
    const requests = network(ok({ giftId: '5', sheets: 2 }), ok({ giftId: '5' }));
    expect(await receiveGift('abc', 'receive-1')).toEqual({ giftId: '5', sheets: 2 });
    expect(await cancelGift('5', 'cancel-1')).toEqual({ giftId: '5' });
    expect(requests.map((r) => [r.url, r.key, r.body])).toEqual([
      ['/api/customer/transaction/recivedGift', 'receive-1', '{"giftCode":"abc"}'],
      ['/api/customer/transaction/cancelGift', 'cancel-1', '{"giftId":"5"}'],
    ]);
  });
});
