import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { localeAtom } from '../lib/atoms/locale';
import { formatDate } from '../lib/format-date';

/** "Offline, as of <day> <HH:MM>": what a page shows from the phone when there is no network. */
export function OfflineAsOf({
  at,
  className,
  testId,
}: {
  at: number;
  className?: string;
  testId: string;
}) {
  const locale = useAtomValue(localeAtom);
  return (
    <p className={className} data-testid={testId}>
      <FormattedMessage
        id="draw.offlineAsOf"
        values={{ time: formatDate(at, locale, 'dateTime') }}
      />
    </p>
  );
}
