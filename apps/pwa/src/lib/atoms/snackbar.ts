import { atom } from 'jotai';

/** The spec's snackbar detail: `state` true is a success (green), false an error (red). */
export interface SnackbarMessage {
  msg: string;
  state: boolean;
}

export const SNACKBAR_MS = 3300;

const baseSnackbarAtom = atom<(SnackbarMessage & { id: number }) | null>(null);

export const snackbarAtom = atom((get) => get(baseSnackbarAtom));

let nextId = 1;
/** Shows a message (replacing any current one); null hides it. The id restarts the timer. */
export const showSnackbarAtom = atom(null, (_get, set, message: SnackbarMessage | null) => {
  set(baseSnackbarAtom, message ? { ...message, id: nextId++ } : null);
});
