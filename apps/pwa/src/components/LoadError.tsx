import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { onlineAtom } from '../lib/atoms/online';
import { codeText, errorCodeOf } from '../lib/forms';
import styles from './LoadError.module.css';

/**
 * A page's data that did not load: the catalogue text of the failure and "try again", which runs
 * the route loaders again (or `onRetry`: a section's own query). `className` places it (a card,
 * a section).
 */
export function LoadError({
  error,
  className,
  onRetry,
}: {
  error: unknown;
  className?: string;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const router = useRouter();
  // Offline, the failure is the missing network, not the server ("system busy" would be false).
  const online = useAtomValue(onlineAtom);
  return (
    <p className={`${styles.error} ${className ?? ''}`} role="alert">
      {online ? codeText(intl, errorCodeOf(error)) : intl.formatMessage({ id: 'offline.notSaved' })}{' '}
      <button
        type="button"
        className={styles.retry}
        onClick={onRetry ?? (() => void router.invalidate())}
      >
        <FormattedMessage id="common.retry" />
      </button>
    </p>
  );
}
