import { atom } from 'jotai';

/** On while a blocking action runs: the default layout shows a full-screen spinner. */
export const overlayAtom = atom(false);
