import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lottery/contracts';
import { profileAtom, type Profile } from './atoms/profile';
import { tokenAtom } from './atoms/token';
import { getCookie, setCookie } from './cookies';
import { ensureProfile, refreshProfile, signOut, startSession } from './profile';
import { appStore } from './store';

const member: Profile = {
  id: 7,
  username: '0961234567',
  name: 'Sok',
  role: 'member',
  balance: '12.50',
  totalTicket: 3,
  prefixPayment: 'topup',
  bankName: null,
  accountName: null,
  accountNumber: null,
  telegram: null,
  notification: 'none',
};

// A stand-in for the network only: these tests are about what the app keeps, not the server.
function answer(status: number, body: unknown) {
  const fetchStub = vi.fn(
    async (_input: Request) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
const ok = (period: unknown) => answer(200, { code: 0, msg: 'ok', result: { period } });
const refused = (code: number, status: number) =>
  answer(status, { code, msg: 'no', result: { period: null, requestId: 'r' } });

describe('session on this device', () => {
  beforeEach(() => {
    appStore.set(tokenAtom, null);
    appStore.set(profileAtom, null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not ask for a profile without a token', async () => {
    const fetchStub = ok(member);
    expect(await ensureProfile()).toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('keeps the token of a sign-in in the auth-token cookie and loads the profile', async () => {
    const fetchStub = ok(member);
    // The member's cart kept on the server, asked for after the profile (lib/server-cart.ts).
    fetchStub.mockImplementation(async (request: Request) =>
      Response.json({
        code: 0,
        msg: 'ok',
        result: { period: request.url.includes('/cart/') ? [] : member },
      }),
    );
    expect(await startSession('token-1')).toEqual(member);
    expect(getCookie('auth-token')).toBe('token-1');
    expect(fetchStub.mock.calls[0]![0].headers.get('Authorization')).toBe('token-1');
    expect(fetchStub.mock.calls[1]![0].url).toContain('/api/customer/cart/list');
    // Later navigations reuse the profile.
    await ensureProfile();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('clears token, cart and profile when the profile call answers a non-zero code', async () => {
    appStore.set(tokenAtom, 'expired');
    appStore.set(profileAtom, member);
    setCookie('cart', '[{"_id":"1"}]', 60);
    refused(ErrorCode.Unauthorized, 401);
    expect(await refreshProfile()).toBeNull();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(profileAtom)).toBeNull();
    expect(getCookie('auth-token')).toBeNull();
    expect(getCookie('cart')).toBeNull();
  });

  it('stays signed in when the profile call gets no answer at all (offline)', async () => {
    appStore.set(tokenAtom, 'token-2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await refreshProfile()).toBeNull();
    expect(appStore.get(tokenAtom)).toBe('token-2');
  });

  it('stays signed in when the profile answer is cut off while read (a navigation)', async () => {
    appStore.set(tokenAtom, 'token-4');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // Headers arrived, then the body stream broke off.
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":0,"msg":"ok","res'));
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    expect(await refreshProfile()).toBeNull();
    expect(appStore.get(tokenAtom)).toBe('token-4');
  });

  it('signs out here even when the server cannot be told', async () => {
    appStore.set(tokenAtom, 'token-3');
    appStore.set(profileAtom, member);
    const fetchStub = refused(ErrorCode.SystemUnavailable, 503);
    await signOut();
    expect(new URL(fetchStub.mock.calls[0]![0].url).pathname).toBe('/api/logout');
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(profileAtom)).toBeNull();
  });
});
