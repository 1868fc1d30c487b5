import { mdiCartOutline, mdiClose } from '@mdi/js';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cartOpenAtom } from '../lib/atoms/cart-drawer';
import { Icon } from './Icon';
import styles from './CartDrawer.module.css';

/** The cart drawer from the right (full width on phones). The cart itself comes with checkout. */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const intl = useIntl();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby="cart-title"
      onClose={() => setOpen(false)}
      onClick={(event) => event.target === event.currentTarget && setOpen(false)}
    >
      <div className={styles.body}>
        <header className={styles.header}>
          <h2 id="cart-title">
            <FormattedMessage id="cart.title" />
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => setOpen(false)}
            aria-label={intl.formatMessage({ id: 'common.close' })}
          >
            <Icon path={mdiClose} />
          </button>
        </header>
        <div className={styles.empty}>
          <Icon path={mdiCartOutline} size={56} />
          <p>
            <FormattedMessage id="cart.empty" />
          </p>
        </div>
      </div>
    </dialog>
  );
}
