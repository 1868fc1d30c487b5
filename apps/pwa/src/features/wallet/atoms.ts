import type { Deposit } from '@lottery/contracts';
import { atom } from 'jotai';

/**
 * The deposit whose QR code is on screen, with the member it belongs to: it survives a switch to
 * the history tab and back, and is never shown to someone else signing in on the same device.
 */
export const shownDepositAtom = atom<{ userId: string; deposit: Deposit } | null>(null);
