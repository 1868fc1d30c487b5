import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ERROR_DIALOG_EVENT, type ErrorDialogDetail } from '../lib/error-dialog';
import styles from './ErrorDialog.module.css';

/** Shows the message of any `app:error-dialog` event (e.g. "signed in on another device"). */
export function ErrorDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const open = (event: Event) => {
      setMessage((event as CustomEvent<ErrorDialogDetail>).detail.message);
      if (!dialog.current?.open) dialog.current?.showModal();
    };
    window.addEventListener(ERROR_DIALOG_EVENT, open);
    return () => window.removeEventListener(ERROR_DIALOG_EVENT, open);
  }, []);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="error-dialog-title">
      <form method="dialog" className={styles.body}>
        <h2 id="error-dialog-title">
          <FormattedMessage id="errorDialog.title" />
        </h2>
        <p>{message}</p>
        <button className="btn btn-primary" type="submit">
          <FormattedMessage id="common.ok" />
        </button>
      </form>
    </dialog>
  );
}
