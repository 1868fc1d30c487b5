import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { localeAtom } from '../../lib/atoms/locale';
import { passkeyTexts } from './texts';

/** The app's messages plus the passkey texts, for what it wraps. */
export function PasskeyTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={{ ...intl.messages, ...passkeyTexts[locale] }}
    >
      {children}
    </IntlProvider>
  );
}
