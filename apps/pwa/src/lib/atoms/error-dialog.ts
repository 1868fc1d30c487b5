import { atom } from 'jotai';

/**
 * The message of the global error dialog, or null when closed. An atom (not only an event), so a
 * message raised during a navigation still shows in the layout that mounts after it.
 */
export const errorDialogAtom = atom<string | null>(null);
