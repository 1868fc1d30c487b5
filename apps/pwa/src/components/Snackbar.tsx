import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { SNACKBAR_MS, showSnackbarAtom, snackbarAtom } from '../lib/atoms/snackbar';
import styles from './Snackbar.module.css';

/** The global toast: green for success, red for errors, gone after 3.3 s. */
export function Snackbar() {
  const message = useAtomValue(snackbarAtom);
  const show = useSetAtom(showSnackbarAtom);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => show(null), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [message, show]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message && (
        <p key={message.id} className={message.state ? styles.success : styles.error}>
          {message.msg}
        </p>
      )}
    </div>
  );
}
