import { atom } from 'jotai';

/** Whether the cart drawer is open; the cart buttons of the top and bottom bars set it. */
export const cartOpenAtom = atom(false);
