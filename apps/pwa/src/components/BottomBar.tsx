import {
  mdiAccountCircleOutline,
  mdiCartOutline,
  mdiFaceAgent,
  mdiHomeOutline,
  mdiLogin,
  mdiTicketConfirmationOutline,
  mdiTrophyOutline,
} from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { contactOpenAtom } from '../lib/atoms/contact';
import { cartAtom, cartQuantity } from '../lib/atoms/cart';
import { cartOpenAtom } from '../lib/atoms/cart-drawer';
import { myTicketsQuantityAtom } from '../lib/atoms/my-tickets';
import { profileAtom } from '../lib/atoms/profile';
import { Icon } from './Icon';
import type { MessageId } from '../lib/intl';
import styles from './BottomBar.module.css';

/**
 * Mobile navigation (up to 1024 px): contact, home, winning numbers, then sign in, or for a
 * member cart, my tickets and member.
 */
export function BottomBar() {
  const intl = useIntl();
  const openContact = useSetAtom(contactOpenAtom);
  const openCart = useSetAtom(cartOpenAtom);
  const profile = useAtomValue(profileAtom);
  // myTicketsQuantity once loaded (spec section 3); the profile's count until then.
  const ticketCount = useAtomValue(myTicketsQuantityAtom) ?? profile?.totalTicket ?? 0;
  const cartCount = cartQuantity(useAtomValue(cartAtom));
  return (
    <nav
      className={`${styles.bar} ${profile ? styles.member : ''}`}
      data-testid="bottom-bar"
      aria-label={intl.formatMessage({ id: 'nav.main' })}
    >
      <button type="button" className={styles.tile} onClick={() => openContact(true)}>
        <Icon path={mdiFaceAgent} />
        <Label id="nav.short.contactUs" />
      </button>
      <Link
        to="/"
        className={styles.tile}
        activeOptions={{ exact: true }}
        activeProps={{ className: styles.active }}
      >
        <Icon path={mdiHomeOutline} />
        <Label id="nav.home" />
      </Link>
      <Link to="/draw-results" className={styles.tile} activeProps={{ className: styles.active }}>
        <Icon path={mdiTrophyOutline} />
        <Label id="nav.short.drawResults" />
      </Link>
      {profile ? (
        <>
          <button
            type="button"
            className={styles.tile}
            onClick={() => openCart(true)}
            data-testid="bottom-cart"
          >
            <span className={styles.iconWrap}>
              <Icon path={mdiCartOutline} />
              {cartCount > 0 && (
                <span className={styles.badge} data-testid="cart-badge">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </span>
            <Label id="nav.cart" />
          </button>
          <Link
            to="/profile/my-tickets"
            className={styles.tile}
            activeProps={{ className: styles.active }}
          >
            <span className={styles.iconWrap}>
              <Icon path={mdiTicketConfirmationOutline} />
              {ticketCount > 0 && (
                <span className={styles.badge} data-testid="ticket-badge">
                  {ticketCount > 99 ? '99+' : ticketCount}
                </span>
              )}
            </span>
            <Label id="nav.short.myTickets" />
          </Link>
          <Link
            to="/profile"
            className={styles.tile}
            activeOptions={{ exact: true }}
            activeProps={{ className: styles.active }}
            data-testid="bottom-member"
          >
            <Icon path={mdiAccountCircleOutline} />
            <Label id="nav.member" />
          </Link>
        </>
      ) : (
        <Link to="/auth" className={styles.tile}>
          <Icon path={mdiLogin} />
          <Label id="nav.signIn" />
        </Link>
      )}
    </nav>
  );
}

/** A tile's label: one line, cut with "…" rather than wrapped or clipped mid-glyph. */
function Label({ id }: { id: MessageId }) {
  return (
    <span className={styles.label}>
      <FormattedMessage id={id} />
    </span>
  );
}
