import { atom } from 'jotai';

/** `period` of POST /api/customer/user/profile. */
export interface Profile {
  id: string;
  username: string;
  name: string;
  role: 'member' | 'admin';
  /** Two-decimal USD string, e.g. "12.50". */
  balance: string;
  totalTicket: number;
  prefixPayment: 'topup' | 'other';
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  telegram: string | null;
  notification: string | null;
}

/** The signed-in member's profile; null when signed out or not loaded yet. */
export const profileAtom = atom<Profile | null>(null);
