import { mdiCartOutline, mdiClose } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CartPanel } from '../features/cart/components/CartPanel';
import { fetchHome } from '../features/draws/api';
import { reloadTicketCount } from '../features/tickets/count';
import { cartAtom, clearCartAtom, firstTimeAgreedAtom } from '../lib/atoms/cart';
import { cartOpenAtom } from '../lib/atoms/cart-drawer';
import { homeDrawAtom } from '../lib/atoms/home-draw';
import { myTicketsQuantityAtom } from '../lib/atoms/my-tickets';
import { profileAtom } from '../lib/atoms/profile';
import { tokenAtom } from '../lib/atoms/token';
import { Icon } from './Icon';
import styles from './CartDrawer.module.css';

/**
 * The cart drawer from the right (431 px; full width on phones), and the cart's life around it:
 * the draw is loaded at start, a draw that is not ONGO empties the cart, a session that ends
 * forgets the cart, and a signed-in member's ticket count is loaded for the current draw.
 */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const intl = useIntl();
  const [draw, setDraw] = useAtom(homeDrawAtom);
  const profile = useAtomValue(profileAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  const cartLength = useAtomValue(cartAtom).length;
  const clearCart = useSetAtom(clearCartAtom);
  const setAgreed = useSetAtom(firstTimeAgreedAtom);
  const setTicketCount = useSetAtom(myTicketsQuantityAtom);

  useEffect(() => {
    if (draw !== undefined) return;
    fetchHome().then(setDraw, () => setDraw(null));
  }, [draw, setDraw]);

  // Spec section 4: any status other than ONGO clears the cart.
  useEffect(() => {
    if (draw !== undefined && draw?.status !== 'ONGO' && cartLength > 0) clearCart();
  }, [draw, cartLength, clearCart]);

  // The session cookies are gone (sign-out, another device): forget what this page still holds.
  useEffect(() => {
    if (signedIn) return;
    clearCart();
    setAgreed(false);
    setTicketCount(null);
  }, [signedIn, clearCart, setAgreed, setTicketCount]);

  // Page start (spec 4): a signed-in member's tickets of the current period give the badge.
  const drawId = draw?._id;
  useEffect(() => {
    if (signedIn && draw !== undefined) void reloadTicketCount(drawId);
  }, [signedIn, draw, drawId]);

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
            <CartPanel
              open={open}
              profile={profile}
              onClose={() => setOpen(false)}
              onPurchased={() => void reloadTicketCount(drawId)}
            />
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
