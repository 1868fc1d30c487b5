import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './ErrorDialog.module.css';
import { useModalDialog } from './use-modal-dialog';

/**
 * Asks before an action that cannot be undone (closing a draw, publishing results, confirming a
 * deposit): `ask(action)` opens the dialog; the action runs only on "confirm".
 */
export function useConfirm() {
  const [pending, setPending] = useState<(() => void) | null>(null);
  return {
    ask: (action: () => void) => setPending(() => action),
    // Rendered only while asking: a list with a confirmation per row keeps one dialog at most.
    dialog: (message: ReactNode, confirmLabel: ReactNode) =>
      pending && (
        <ConfirmDialog
          message={message}
          confirmLabel={confirmLabel}
          onClose={(confirmed) => {
            const action = pending;
            setPending(null);
            if (confirmed) action?.();
          }}
        />
      ),
  };
}

function ConfirmDialog({
  message,
  confirmLabel,
  onClose,
}: {
  message: ReactNode;
  confirmLabel: ReactNode;
  onClose: (confirmed: boolean) => void;
}) {
  const dialog = useModalDialog(true);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-testid="confirm-dialog"
      onClose={() => onClose(false)}
    >
      <div className={styles.body}>
        <h2 className={styles.question}>
          <FormattedMessage id="confirm.title" />
        </h2>
        <p>{message}</p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => onClose(false)}>
            <FormattedMessage id="common.cancel" />
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onClose(true)}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
