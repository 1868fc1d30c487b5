import { mdiCartOutline, mdiClose } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { cartOpenAtom } from '../../../lib/atoms/cart-drawer';
import { profileAtom } from '../../../lib/atoms/profile';
import { CartPanel } from './CartPanel';
import styles from '../../../components/Drawer.module.css';

/**
 * The cart drawer from the right (431 px; full width on phones): the cart for a member, a way to
 * sign in for a visitor. The cart's life around it (the draw that empties it, the session that
 * forgets it) is in lib/draws.ts and lib/session.ts.
 */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const dialog = useModalDialog(open);
  const intl = useIntl();
  const profile = useAtomValue(profileAtom);

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby="cart-title"
      data-testid="cart-drawer"
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
        <div className={styles.content}>
          {profile ? (
            <CartPanel open={open} profile={profile} onClose={() => setOpen(false)} />
          ) : (
            <div className={styles.empty}>
              <Icon path={mdiCartOutline} size={56} />
              <p>
                <FormattedMessage id="cart.signInToBuy" />
              </p>
              <Link to="/auth" className="btn btn-primary" onClick={() => setOpen(false)}>
                <FormattedMessage id="nav.signIn" />
              </Link>
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
