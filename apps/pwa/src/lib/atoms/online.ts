import { atom } from 'jotai';

const baseOnlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the browser believes it has a network; follows the online/offline events. */
export const onlineAtom = atom((get) => get(baseOnlineAtom));

baseOnlineAtom.onMount = (setOnline) => {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};
