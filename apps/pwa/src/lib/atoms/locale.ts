import { atom } from 'jotai';
import { defaultLocale, isLocale, type Locale } from '@lottery/contracts';
import { cookieSpec, getCookie, setCookie } from '../cookies';

/** The language chosen earlier (cookie), else Khmer. Never part of the URL. */
export function readSavedLocale(): Locale {
  const saved = getCookie(cookieSpec.locale.name);
  return isLocale(saved) ? saved : defaultLocale;
}

const baseLocaleAtom = atom<Locale>(readSavedLocale());

/** Reading gives the active language; writing also remembers it and updates `<html lang>`. */
export const localeAtom = atom(
  (get) => get(baseLocaleAtom),
  (_get, set, next: Locale) => {
    set(baseLocaleAtom, next);
    setCookie(cookieSpec.locale.name, next, cookieSpec.locale.maxAge);
    document.documentElement.lang = next;
  },
);
