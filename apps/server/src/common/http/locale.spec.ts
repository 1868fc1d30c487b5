import { describe, expect, it } from '@jest/globals';
import { resolveLocale } from './locale.js';

describe('caller language', () => {
  it('is Khmer when the request says nothing', () => {
    expect(resolveLocale({})).toBe('km');
  });

  it('prefers the locale header over the cookie and Accept-Language', () => {
    expect(resolveLocale({ locale: 'en', cookie: 'locale=th', 'accept-language': 'th' })).toBe(
      'en',
    );
  });

  it('uses the locale cookie when there is no header', () => {
    expect(resolveLocale({ cookie: 'a=1; locale=th', 'accept-language': 'en' })).toBe('th');
  });

  it('takes the most preferred supported language from Accept-Language', () => {
    expect(resolveLocale({ 'accept-language': 'fr-FR,en;q=0.5,th-TH;q=0.8' })).toBe('th');
  });

  it('ignores unsupported values and falls back to Khmer', () => {
    expect(resolveLocale({ locale: 'de', cookie: 'locale=xx', 'accept-language': 'de' })).toBe(
      'km',
    );
  });
});
