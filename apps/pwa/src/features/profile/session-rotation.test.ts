import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../../lib/atoms/token';
import { getCookie } from '../../lib/cookies';
import { appStore } from '../../lib/store';
import { changePassword, updateProfile } from './api';

// A stand-in for the network only: what the device keeps when the server rotates the session.
function answering(period: unknown) {
  const fetchStub = vi.fn(
    async (_input: Request) =>
      new Response(JSON.stringify({ code: 0, msg: 'ok', result: { period } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('a rotated session', () => {
  beforeEach(() => appStore.set(tokenAtom, 'old-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('a password change keeps the new token in the auth-token cookie, sent from then on', async () => {
    const fetchStub = answering({ token: 'new-token' });
    await changePassword('secret123', 'newpass456');
    expect(fetchStub.mock.calls[0]![0].headers.get('Authorization')).toBe('old-token');
    expect(appStore.get(tokenAtom)).toBe('new-token');
    expect(getCookie('auth-token')).toBe('new-token');
  });

  it('a bank change does too, and the profile comes back without the token', async () => {
    answering({ name: 'Sok', accountNumber: '123', token: 'bank-token' });
    const profile = await updateProfile({ accountNumber: '123', otp: '123456' });
    expect(profile).toEqual({ name: 'Sok', accountNumber: '123' });
    expect(getCookie('auth-token')).toBe('bank-token');
  });

  it('a name change (no token in the answer) keeps the token it had', async () => {
    answering({ name: 'Dara' });
    await updateProfile({ name: 'Dara' });
    expect(getCookie('auth-token')).toBe('old-token');
  });
});
