import { atom } from 'jotai';
import { cookieSpec, getCookie, removeCookie, setCookie } from '../cookies';

const baseTokenAtom = atom<string | null>(getCookie(cookieSpec.authToken.name));

/** The session token, restored from the `auth-token` cookie (7 days). Writing null signs out. */
export const tokenAtom = atom(
  (get) => get(baseTokenAtom),
  (_get, set, token: string | null) => {
    set(baseTokenAtom, token);
    if (token) setCookie(cookieSpec.authToken.name, token, cookieSpec.authToken.maxAge);
    else removeCookie(cookieSpec.authToken.name);
  },
);
