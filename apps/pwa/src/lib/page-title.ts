import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { settingsAtom } from './atoms/settings';
import type { MessageId } from './intl';

/** Sets `<title>` to "<page name> | <site title>", following language and settings changes. */
export function usePageTitle(titleId: MessageId): void {
  const intl = useIntl();
  const { webTitle } = useAtomValue(settingsAtom);
  const pageName = intl.formatMessage({ id: titleId });
  useEffect(() => {
    document.title = `${pageName} | ${webTitle}`;
  }, [pageName, webTitle]);
}
