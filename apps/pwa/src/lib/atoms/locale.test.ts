import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../cookies';
import { localeAtom, readSavedLocale } from './locale';

describe('locale', () => {
  it('is Khmer unless a valid language was saved', () => {
    removeCookie('locale');
    expect(readSavedLocale()).toBe('km');
    setCookie('locale', 'fr', 60);
    expect(readSavedLocale()).toBe('km');
    setCookie('locale', 'th', 60);
    expect(readSavedLocale()).toBe('th');
    removeCookie('locale');
  });

  it('choosing a language keeps it in the cookie and sets <html lang>', () => {
    const store = createStore();
    store.set(localeAtom, 'en');
    expect(store.get(localeAtom)).toBe('en');
    expect(getCookie('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    removeCookie('locale');
  });
});
