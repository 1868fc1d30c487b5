import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, errorCatalogue, type Locale } from '@lottery/contracts';
import en from '../messages/en.json';
import km from '../messages/km.json';
import th from '../messages/th.json';
import { localeAtom } from './atoms/locale';

export type MessageId = keyof typeof km;

/** `error.<code>` messages come from the shared catalogue, so the texts live in one place. */
function errorMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errorCatalogue).map(([code, entry]) => [`error.${code}`, entry[locale]]),
  );
}

export const uiMessages: Record<Locale, Record<MessageId, string>> = { km, th, en };

export const messages: Record<Locale, Record<string, string>> = {
  km: { ...km, ...errorMessages('km') },
  th: { ...th, ...errorMessages('th') },
  en: { ...en, ...errorMessages('en') },
};

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages[locale]}>
      {children}
    </IntlProvider>
  );
}
