import { describe, expect, it } from '@jest/globals';
import { newSessionId, readSessionToken, signSessionToken } from './session-token.js';

describe('session tokens', () => {
  const secret = 'test-secret';

  it('reads back the session id of a token it signed, raw or as Bearer', () => {
    const id = newSessionId();
    const token = signSessionToken(id, secret);
    expect(readSessionToken(token, secret)).toBe(id);
    expect(readSessionToken(`Bearer ${token}`, secret)).toBe(id);
  });

  it('refuses a forged, altered or foreign token', () => {
    const token = signSessionToken(newSessionId(), secret);
    expect(readSessionToken(`${newSessionId()}.${token.split('.')[1]}`, secret)).toBeUndefined();
    expect(readSessionToken(token, 'other-secret')).toBeUndefined();
    expect(readSessionToken(`${token}x`, secret)).toBeUndefined();
    expect(readSessionToken('nonsense', secret)).toBeUndefined();
    expect(readSessionToken(undefined, secret)).toBeUndefined();
  });
});
