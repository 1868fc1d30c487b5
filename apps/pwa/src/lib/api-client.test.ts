import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lottery/contracts';
import { apiGet, apiPost, apiRead, ApiError, revalidatePublicReads } from './api-client';
import { tokenAtom } from './atoms/token';
import { localeAtom } from './atoms/locale';
import { getCookie, setCookie } from './cookies';
import { loadMessages } from './intl';
import { errorDialogAtom } from './atoms/error-dialog';
import { profileAtom } from './atoms/profile';
import { appStore } from './store';

// A stand-in for the network only: this file tests the client's own rules, not the server.
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

const errorBody = (code: number, msg = 'nope') => ({
  code,
  msg,
  result: { period: null, requestId: 'r1' },
});

describe('api client', () => {
  beforeEach(() => {
    appStore.set(tokenAtom, null);
    appStore.set(localeAtom, 'th');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns result.period of a success envelope', async () => {
    answer(200, { code: 0, msg: 'ok', result: { period: { webTitle: 'Shop' } } });
    await expect(apiGet('/getWebSetting')).resolves.toEqual({ webTitle: 'Shop' });
  });

  it('sends the shop id, the language and, when signed in, the token', async () => {
    const fetchStub = answer(200, { code: 0, msg: 'ok', result: { period: null } });
    await apiPost('/api/customer/user/contactUs');
    let request = fetchStub.mock.calls[0]![0];
    expect(request.headers.get('agentId')).toBe('default');
    expect(request.headers.get('locale')).toBe('th');
    expect(request.headers.has('Authorization')).toBe(false);

    appStore.set(tokenAtom, 'token-123');
    await apiPost('/api/customer/user/contactUs');
    request = fetchStub.mock.calls[1]![0];
    expect(request.headers.get('Authorization')).toBe('token-123');
    expect(request.cache).toBe('no-store');
  });

  it('reads public GETs without the token, the language in the URL, through the HTTP cache', async () => {
    const fetchStub = answer(200, { code: 0, msg: 'ok', result: { period: null } });
    appStore.set(tokenAtom, 'token-123');
    await apiRead('search', { last2: '07', first3: '', page: 1, tag: undefined });
    let request = fetchStub.mock.calls[0]![0];
    // One question, one URL: empty fields left out, names in order, the language last.
    expect(request.url).toBe(`${location.origin}/api/public/search?last2=07&page=1&locale=th`);
    expect(request.method).toBe('GET');
    expect(request.headers.has('Authorization')).toBe(false);
    expect(request.headers.get('agentId')).toBe('default');
    expect(request.cache).toBe('default');

    // Just after a publication: asked of the server again (a 304 when nothing changed).
    revalidatePublicReads();
    await apiRead('results');
    request = fetchStub.mock.calls[1]![0];
    expect(request.cache).toBe('no-cache');
    revalidatePublicReads(0);
  });

  it('turns a non-zero code into an ApiError with code, message and status', async () => {
    answer(404, errorBody(ErrorCode.RouteNotFound, 'not found'));
    const error = await apiGet('/banklist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 404, msg: 'not found', status: 404 });
  });

  it('keeps the session on ordinary errors', async () => {
    appStore.set(tokenAtom, 'token-123');
    answer(400, errorBody(ErrorCode.BadRequest));
    await expect(apiGet('/banklist')).rejects.toBeInstanceOf(ApiError);
    expect(appStore.get(tokenAtom)).toBe('token-123');
  });

  it('clears token and cart on a system error (500)', async () => {
    appStore.set(tokenAtom, 'token-123');
    setCookie('cart', '[]', 60);
    answer(500, errorBody(ErrorCode.SystemError));
    await expect(apiGet('/banklist')).rejects.toMatchObject({ code: 500 });
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(getCookie('auth-token')).toBeNull();
    expect(getCookie('cart')).toBeNull();
  });

  it('signs out and tells the member when the account is used on another device (4011)', async () => {
    appStore.set(tokenAtom, 'token-123');
    appStore.set(errorDialogAtom, null);
    // The app loads the chosen language's texts before its first paint (main.tsx).
    await loadMessages('th');
    answer(401, errorBody(ErrorCode.SignedInElsewhere));
    await expect(apiPost('/api/customer/user/profile')).rejects.toMatchObject({ code: 4011 });
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(profileAtom)).toBeNull();
    // in the member's language (Thai here)
    expect(appStore.get(errorDialogAtom)).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('keeps the field codes of a refused request', async () => {
    answer(400, {
      code: ErrorCode.InvalidTel,
      msg: 'x',
      result: { period: null, requestId: 'r', fields: { Tel: '5007' } },
    });
    await expect(apiPost('/api/customer/user/getOtp', { Tel: '1' })).rejects.toMatchObject({
      code: ErrorCode.InvalidTel,
      fields: { Tel: '5007' },
    });
  });

  it('reports an answer that is not an envelope as a generic error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(apiGet('/banklist')).rejects.toMatchObject({
      code: ErrorCode.GenericError,
      status: 502,
    });
  });

  it('reports no network as unavailable with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiGet('/banklist')).rejects.toMatchObject({ code: 503, status: 0 });
  });
});
