import { atom } from 'jotai';

/** Whether the gift drawer (gift box, then the share link) is open; my tickets opens it. */
export const giftDrawerOpenAtom = atom(false);

/**
 * The gift code the receive drawer is open for (null: closed). The spec's auth state keeps the
 * giftCode; the /reward page sets it, and after sign-in or registration it opens again.
 */
export const receiveGiftCodeAtom = atom<string | null>(null);

/** Whether the receive drawer is open (for OnceOpened, which loads it on first open). */
export const receiveDrawerOpenAtom = atom((get) => get(receiveGiftCodeAtom) !== null);
