import type { HomeDraw } from '@lottery/contracts';
import { atom } from 'jotai';

/** The current draw from `/getHome`: undefined until asked, null between draws. */
export const homeDrawAtom = atom<HomeDraw | null | undefined>(undefined);
