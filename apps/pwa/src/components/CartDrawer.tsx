import { mdiCartOutline, mdiClose } from '@mdi/js';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchHome } from '../features/draws/api';
import { cartBadgeId } from '../features/draws/phase';
import { cartOpenAtom } from '../lib/atoms/cart-drawer';
import { homeDrawAtom } from '../lib/atoms/home-draw';
import { Icon } from './Icon';
import styles from './CartDrawer.module.css';

/**
 * The cart drawer from the right (full width on phones). The cart itself comes with checkout;
 * until then it says whether the draw is selling ("cart is empty") or the cart waits.
 */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const intl = useIntl();
  const [draw, setDraw] = useAtom(homeDrawAtom);
  // The cart has no lines until checkout arrives; its text follows the draw (spec section 2).
  const badgeId = cartBadgeId(draw, true) ?? 'cart.empty';

  useEffect(() => {
    if (!open || draw !== undefined) return;
    fetchHome().then(setDraw, () => setDraw(null));
  }, [open, draw, setDraw]);

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
            <FormattedMessage id={badgeId} />
          </p>
        </div>
      </div>
    </dialog>
  );
}
