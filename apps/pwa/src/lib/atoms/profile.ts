import type { Profile } from '@lottery/contracts';
import { atom } from 'jotai';

/** `period` of POST /api/customer/user/profile. */
export type { Profile };

/** The signed-in member's profile; null when signed out or not loaded yet. */
export const profileAtom = atom<Profile | null>(null);
