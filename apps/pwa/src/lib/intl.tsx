import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, errorCatalogue, type Locale } from '@lottery/contracts';
import km from '../messages/km.json';
import { localeAtom } from './atoms/locale';

export type MessageId = keyof typeof km;
type Messages = Record<string, string>;

/** `error.<code>` messages come from the shared catalogue, so the texts live in one place. */
function errorMessages(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(errorCatalogue).map(([code, entry]) => [`error.${code}`, entry[locale]]),
  );
}

// Khmer ships with the shell (most members read it); Thai and English are chunks of their own,
// fetched when chosen (and precached by the service worker, so they work offline too).
const uiLoaders: Record<Locale, () => Promise<Record<MessageId, string>>> = {
  km: () => Promise.resolve(km),
  th: () => import('../messages/th.json').then((m) => m.default),
  en: () => import('../messages/en.json').then((m) => m.default),
};

const loaded: Partial<Record<Locale, Messages>> = { km: { ...km, ...errorMessages('km') } };

/** The UI texts of one language, without the error catalogue (the message-file tests). */
export const loadUiMessages = (locale: Locale) => uiLoaders[locale]();

/** Every message of a language, error texts included; fetched once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded[locale];
  if (cached) return cached;
  const messages = { ...(await uiLoaders[locale]()), ...errorMessages(locale) };
  loaded[locale] = messages;
  return messages;
}

/**
 * The chosen language once its messages are here; until then the one shown before (main.tsx
 * loads the saved language before the first paint, so this only happens on a switch).
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [shown, setShown] = useState<Locale>(loaded[locale] ? locale : defaultLocale);
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
