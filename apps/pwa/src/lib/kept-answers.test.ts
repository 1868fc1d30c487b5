import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { tokenAtom } from './atoms/token';
import { keepAnswer, keptAnswer, MY_TICKETS_PATH } from './kept-answers';
import { clearSession } from './session';

describe('answers kept on the phone', () => {
  beforeEach(() => localStorage.clear());

  it('gives back the exact call, with when it was received', () => {
    keepAnswer(MY_TICKETS_PATH, { gid: '7' }, [{ number: '123456' }]);
    const kept = keptAnswer(MY_TICKETS_PATH, { gid: '7' });
    expect(kept?.period).toEqual([{ number: '123456' }]);
    expect(Date.now() - kept!.at).toBeLessThan(5_000);
    expect(keptAnswer(MY_TICKETS_PATH, { gid: '8' })).toBeUndefined();
  });

  it("forgets the member's own answers when the session ends, and keeps the public ones", () => {
    keepAnswer(MY_TICKETS_PATH, { gid: '7' }, [{ number: '123456' }]);
    keepAnswer('/api/customer/user/profile', undefined, { name: 'Dara' });
    keepAnswer('/resultLotto', { gid: '7' }, { first: ['123456'] });
    const store = createStore();
    store.set(tokenAtom, 'token-1');
    clearSession(store);
    expect(keptAnswer(MY_TICKETS_PATH, { gid: '7' })).toBeUndefined();
    expect(keptAnswer('/api/customer/user/profile', undefined)).toBeUndefined();
    expect(keptAnswer('/resultLotto', { gid: '7' })?.period).toEqual({ first: ['123456'] });
  });
});
