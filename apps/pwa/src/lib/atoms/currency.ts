import { atom } from 'jotai';
import { defaultCurrency, type Currency } from '@lottery/contracts';

/** The currency balances and prices are shown in (USD unless the member switches). */
export const currencyAtom = atom<Currency>(defaultCurrency);
