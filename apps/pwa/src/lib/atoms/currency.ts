import { atom } from 'jotai';
import { currencies, defaultCurrency, type Currency } from '@lottery/contracts';
import { cookieSpec, getCookie, setCookie } from '../cookies';

export function readSavedCurrency(): Currency {
  const saved = getCookie(cookieSpec.currency.name);
  return currencies.includes(saved as Currency) ? (saved as Currency) : defaultCurrency;
}

const baseCurrencyAtom = atom<Currency>(readSavedCurrency());

/**
 * The currency balances and prices are shown in: USD unless the member switches. Remembered like
 * the language, so a member who reads in riel keeps riel after a reload.
 */
export const currencyAtom = atom(
  (get) => get(baseCurrencyAtom),
  (_get, set, next: Currency) => {
    set(baseCurrencyAtom, next);
    setCookie(cookieSpec.currency.name, next, cookieSpec.currency.maxAge);
  },
);
