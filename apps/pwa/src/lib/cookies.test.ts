import { afterEach, describe, expect, it } from 'vitest';
import { cookieSpec, getCookie, removeCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => removeCookie('sample'));

  it('reads back a value that was set, including characters that need encoding', () => {
    setCookie('sample', 'a b;c', 60);
    expect(getCookie('sample')).toBe('a b;c');
  });

  it('returns null for a cookie that was never set or was removed', () => {
    expect(getCookie('sample')).toBeNull();
    setCookie('sample', 'x', 60);
    removeCookie('sample');
    expect(getCookie('sample')).toBeNull();
  });

  it('does not confuse a cookie with another whose name ends the same', () => {
    setCookie('xsample', 'other', 60);
    expect(getCookie('sample')).toBeNull();
    removeCookie('xsample');
  });

  it('keeps the lifetimes the spec sets', () => {
    expect(cookieSpec.authToken.maxAge).toBe(604800);
    expect(cookieSpec.cart.maxAge).toBe(86400);
    expect(cookieSpec.confirmCartFirstTime.maxAge).toBe(864000);
    expect(cookieSpec.locale.maxAge).toBe(365 * 86400);
  });
});
