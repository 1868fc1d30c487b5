import { atom } from 'jotai';

/** Whether the contact-us dialog is open; any contact button sets it. */
export const contactOpenAtom = atom(false);
