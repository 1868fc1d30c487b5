import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../cookies';
import { currencyAtom, readSavedCurrency } from './currency';

describe('currency', () => {
  it('is USD unless a known currency was saved', () => {
    removeCookie('currency');
    expect(readSavedCurrency()).toBe('usd');
    setCookie('currency', 'eur', 60);
    expect(readSavedCurrency()).toBe('usd');
    setCookie('currency', 'khr', 60);
    expect(readSavedCurrency()).toBe('khr');
    removeCookie('currency');
  });

  it('switching keeps the choice in a cookie for the next visit', () => {
    const store = createStore();
    store.set(currencyAtom, 'khr');
    expect(store.get(currencyAtom)).toBe('khr');
    expect(getCookie('currency')).toBe('khr');
    removeCookie('currency');
  });
});
