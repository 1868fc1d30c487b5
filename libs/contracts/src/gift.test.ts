import { describe, expect, it } from 'vitest';
import { firstNameOf, giftCodePattern, giftLinkOf, maskPhone } from './index.js';

describe('gift helpers', () => {
  it('masks a phone but its first three and last two digits', () => {
    expect(maskPhone('0123456789')).toBe('012*****89');
    expect(maskPhone('012345678')).toBe('012****78');
    expect(maskPhone('12345')).toBe('*****');
  });

  it('keeps the first word of a name only', () => {
    expect(firstNameOf('  Dara  Sok Chan ')).toBe('Dara');
    expect(firstNameOf('ដារ៉ា សុខ')).toBe('ដារ៉ា');
  });

  it('accepts 22 base64url characters as a gift code, nothing else', () => {
    expect(giftCodePattern.test('q3Zr0Yb9Vt5uT2wKx8mN1A')).toBe(true);
    expect(giftCodePattern.test('q3Zr0Yb9Vt5uT2wKx8mN1')).toBe(false);
    expect(giftCodePattern.test('q3Zr0Yb9Vt5uT2wKx8mN1A=')).toBe(false);
    expect(giftCodePattern.test('q3Zr0Yb9Vt5uT2wKx8mN+A')).toBe(false);
    expect(giftLinkOf('q3Zr0Yb9Vt5uT2wKx8mN1A')).toBe('/reward?giftCode=q3Zr0Yb9Vt5uT2wKx8mN1A');
  });
});
