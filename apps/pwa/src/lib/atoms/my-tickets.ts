import { atom } from 'jotai';

/**
 * myTicketsQuantity (spec section 3): sheets the member holds for the current draw, the sum of
 * `trns[0].qty` over their tickets; null until loaded (the bars fall back to the profile's count).
 */
export const myTicketsQuantityAtom = atom<number | null>(null);
