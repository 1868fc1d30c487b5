import { useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { codeText, errorCodeOf } from '../lib/forms';
import styles from './LoadError.module.css';

/**
 * A page's data that did not load: the catalogue text of the failure and "try again", which runs
 * the route loaders again. `className` places it (a card, a section).
 */
export function LoadError({ error, className }: { error: unknown; className?: string }) {
  const intl = useIntl();
  const router = useRouter();
  return (
    <p className={`${styles.error} ${className ?? ''}`} role="alert">
      {codeText(intl, errorCodeOf(error))}{' '}
      <button type="button" className={styles.retry} onClick={() => void router.invalidate()}>
        <FormattedMessage id="common.retry" />
      </button>
    </p>
  );
}
