import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, type Locale } from '@lottery/contracts';
import type km from '../messages/km.json';
import { localeAtom } from './atoms/locale';

export type MessageId = keyof typeof km;
type Messages = Record<string, string>;

/** `error.<code>` messages come from the shared catalogue, so the texts live in one place. */
function errorMessages(texts: Record<number, string>): Messages {
  return Object.fromEntries(Object.entries(texts).map(([code, text]) => [`error.${code}`, text]));
}

// Each language, its texts and its error texts, is a chunk of its own: the first load fetches
// only the reader's (main.tsx waits for it before the first render), the others come when
// chosen. The service worker precaches all three, so a switch works offline too.
const uiLoaders: Record<Locale, () => Promise<Record<MessageId, string>>> = {
  km: () => import('../messages/km.json').then((m) => m.default),
  th: () => import('../messages/th.json').then((m) => m.default),
  en: () => import('../messages/en.json').then((m) => m.default),
};
const errorLoaders: Record<Locale, () => Promise<Record<number, string>>> = {
  km: () => import('@lottery/contracts/error-texts/km').then((m) => m.errorTexts),
  th: () => import('@lottery/contracts/error-texts/th').then((m) => m.errorTexts),
  en: () => import('@lottery/contracts/error-texts/en').then((m) => m.errorTexts),
};

const loaded: Partial<Record<Locale, Messages>> = {};

/** The UI texts of one language, without the error catalogue (the message-file tests). */
export const loadUiMessages = (locale: Locale) => uiLoaders[locale]();

/** Every message of a language, error texts included; fetched once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded[locale];
  if (cached) return cached;
  const [ui, errors] = await Promise.all([uiLoaders[locale](), errorLoaders[locale]()]);
  const messages = { ...ui, ...errorMessages(errors) };
  loaded[locale] = messages;
  return messages;
}

/**
 * A catalogue code's text in a language already loaded (the one shown when that one is not):
 * for the few places outside React that show one (the "signed in elsewhere" dialog).
 */
export function errorText(code: number, locale: Locale): string {
  const id = `error.${code}`;
  const shown = Object.values(loaded).find((messages) => messages[id]);
  return loaded[locale]?.[id] ?? shown?.[id] ?? id;
}

/** The first language whose messages are here: the chosen one, else Khmer, else any. */
function firstLoaded(locale: Locale): Locale {
  if (loaded[locale]) return locale;
  if (loaded[defaultLocale]) return defaultLocale;
  return (Object.keys(loaded)[0] as Locale | undefined) ?? defaultLocale;
}

/**
 * The chosen language once its messages are here; until then the one shown before (main.tsx
 * loads the saved language before the first paint, so this only happens on a switch).
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [shown, setShown] = useState<Locale>(() => firstLoaded(locale));
  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      () => current && setShown(locale),
      () => undefined, // offline with a chunk never fetched: stay in the language shown
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <IntlProvider locale={shown} defaultLocale={defaultLocale} messages={loaded[shown]}>
      {children}
    </IntlProvider>
  );
}
