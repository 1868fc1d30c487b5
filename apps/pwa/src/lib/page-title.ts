import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './intl';
import { useShopName } from './names';

/** Sets `<title>` to "<page name> | <site title>", following language and settings changes. */
export function usePageTitle(titleId: MessageId): void {
  const intl = useIntl();
  const webTitle = useShopName();
  const pageName = intl.formatMessage({ id: titleId });
  useEffect(() => {
    document.title = `${pageName} | ${webTitle}`;
  }, [pageName, webTitle]);
}
