import { FormattedMessage } from 'react-intl';
import { useRegisterSW } from 'virtual:pwa-register/react';
import styles from './UpdatePrompt.module.css';

/**
 * Registers the service worker (from code: the CSP forbids an inline script) and offers a reload
 * when a new version has been downloaded.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <div className={styles.prompt} role="alert">
      <span>
        <FormattedMessage id="update.available" />
      </span>
      <button className="btn btn-secondary" type="button" onClick={() => updateServiceWorker(true)}>
        <FormattedMessage id="update.reload" />
      </button>
      <button className={styles.later} type="button" onClick={() => setNeedRefresh(false)}>
        <FormattedMessage id="update.later" />
      </button>
    </div>
  );
}
