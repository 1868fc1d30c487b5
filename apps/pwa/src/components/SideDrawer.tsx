import { mdiClose } from '@mdi/js';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import drawerStyles from './Drawer.module.css';
import { Icon } from './Icon';
import { useModalDialog } from './use-modal-dialog';

/**
 * A drawer from the side as a modal dialog: a title with a close button above its content.
 * Escape, a click outside and the button all call `onClose`.
 */
export function SideDrawer({
  open,
  onClose,
  titleId,
  title,
  titleClassName,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  testId: string;
  children: ReactNode;
}) {
  const dialog = useModalDialog(open);
  const intl = useIntl();
  return (
    <dialog
      ref={dialog}
      className={drawerStyles.drawer}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={drawerStyles.body}>
        <header className={drawerStyles.header}>
          <h2 id={titleId} className={titleClassName}>
            {title}
          </h2>
          <button
            type="button"
            className={drawerStyles.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'common.close' })}
          >
            <Icon path={mdiClose} />
          </button>
        </header>
        <div className={drawerStyles.content}>{children}</div>
      </div>
    </dialog>
  );
}
