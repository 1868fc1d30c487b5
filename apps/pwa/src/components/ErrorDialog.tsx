import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorDialogAtom } from '../lib/atoms/error-dialog';
import styles from './ErrorDialog.module.css';

/** Shows the global error message (e.g. "signed out because of use on another device"). */
export function ErrorDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useAtom(errorDialogAtom);

  useEffect(() => {
    const element = dialog.current;
    if (message !== null && element && !element.open) element.showModal();
  }, [message]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="error-dialog-title"
      data-testid="error-dialog"
      onClose={() => setMessage(null)}
    >
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
