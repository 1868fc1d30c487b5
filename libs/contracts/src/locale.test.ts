import { describe, expect, it } from 'vitest';
import { defaultLocale, isLocale, locales, type Locale } from './index.js';

describe('locale', () => {
  it('lists Khmer first, then Thai and English, and defaults to Khmer', () => {
    expect(locales).toEqual(['km', 'th', 'en']);
    expect(defaultLocale).toBe('km');
  });

  it.each(['km', 'th', 'en'])('accepts %j', (value) => {
    expect(isLocale(value)).toBe(true);
  });

  it.each([
    '',
    'KM',
    'fr',
    'km-KH',
    'th_TH',
    ' en',
    'toString',
    'constructor',
    null,
    undefined,
    1,
    {},
    ['km'],
  ])('rejects %j', (value) => {
    expect(isLocale(value)).toBe(false);
  });

  it('narrows the type', () => {
    const value: unknown = 'th';
    if (isLocale(value)) {
      const locale: Locale = value;
      expect(locale).toBe('th');
    }
    // @ts-expect-error a language outside the three is not a Locale
    const french: Locale = 'fr';
    expect(isLocale(french)).toBe(false);
  });
});
