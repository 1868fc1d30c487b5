import {
  mdiAccountCircleOutline,
  mdiCartOutline,
  mdiCashMultiple,
  mdiFaceAgent,
  mdiLogin,
  mdiRefresh,
  mdiTicketConfirmationOutline,
} from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { formatMoney, parseCents } from '@lottery/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { contactOpenAtom } from '../lib/atoms/contact';
import { cartAtom, cartQuantity } from '../lib/atoms/cart';
import { cartOpenAtom } from '../lib/atoms/cart-drawer';
import { currencyAtom } from '../lib/atoms/currency';
import { myTicketsQuantityAtom } from '../lib/atoms/my-tickets';
import { profileAtom, type Profile } from '../lib/atoms/profile';
import { useShopName } from '../lib/names';
import { refreshProfile } from '../lib/profile';
import { CurrencySwitcher } from './CurrencySwitcher';
import { Icon } from './Icon';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

/** 80 px on desktop with links and actions; 45 px on mobile (logo and language only). */
export function TopBar() {
  const intl = useIntl();
  const webTitle = useShopName();
  const profile = useAtomValue(profileAtom);
  const openContact = useSetAtom(contactOpenAtom);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link
          to="/"
          className={styles.brand}
          aria-label={intl.formatMessage({ id: 'app.logoAlt' })}
        >
          <Logo size={36} />
          <span className={styles.title} data-testid="shop-name">
            {webTitle}
          </span>
        </Link>
        <nav
          className={styles.links}
          data-testid="top-bar-links"
          aria-label={intl.formatMessage({ id: 'nav.main' })}
        >
          <Link to="/" activeOptions={{ exact: true }} activeProps={{ className: styles.active }}>
            <FormattedMessage id="nav.home" />
          </Link>
          <Link to="/draw-results" activeProps={{ className: styles.active }}>
            <FormattedMessage id="nav.drawResults" />
          </Link>
        </nav>
        <div className={styles.actions}>
          <button
            type="button"
            className={`btn btn-outline ${styles.desktopOnly} ${profile ? styles.iconOnly : ''}`}
            onClick={() => openContact(true)}
            aria-label={intl.formatMessage({ id: 'nav.contactUs' })}
          >
            <Icon path={mdiFaceAgent} />
            {!profile && <FormattedMessage id="nav.contactUs" />}
          </button>
          <LanguagePicker />
          {profile ? (
            <MemberActions profile={profile} />
          ) : (
            <Link to="/auth" className={`btn btn-secondary ${styles.desktopOnly}`}>
              <Icon path={mdiLogin} />
              <FormattedMessage id="nav.signIn" />
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

/** Signed in (desktop): currency, balance and refresh, deposit, cart, my tickets, member. */
function MemberActions({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const currency = useAtomValue(currencyAtom);
  const openCart = useSetAtom(cartOpenAtom);
  const [refreshing, setRefreshing] = useState(false);
  // myTicketsQuantity once loaded (spec section 3); the profile's count until then.
  const ticketCount = useAtomValue(myTicketsQuantityAtom) ?? profile.totalTicket;
  const cartCount = cartQuantity(useAtomValue(cartAtom));

  const refresh = async () => {
    setRefreshing(true);
    await refreshProfile();
    setRefreshing(false);
  };

  return (
    <div className={`${styles.member} ${styles.desktopOnly}`} data-testid="member-actions">
      <CurrencySwitcher className={styles.currency} />
      <span className={styles.balance} data-testid="top-bar-balance">
        {formatMoney(parseCents(profile.balance) ?? 0, currency)}
      </span>
      <button
        type="button"
        className={`${styles.round} ${refreshing ? styles.spinning : ''}`}
        onClick={() => void refresh()}
        disabled={refreshing}
        aria-label={intl.formatMessage({ id: 'member.refresh' })}
        data-testid="refresh-profile"
      >
        <Icon path={mdiRefresh} />
      </button>
      {profile.prefixPayment === 'topup' && (
        <Link
          to="/profile/payment"
          search={{ type: 'deposit' }}
          className={`btn btn-secondary ${styles.deposit}`}
          data-testid="deposit-button"
          aria-label={intl.formatMessage({ id: 'member.depositWithdraw' })}
          title={intl.formatMessage({ id: 'member.depositWithdraw' })}
        >
          <Icon path={mdiCashMultiple} />
          <span className={styles.depositLabel}>
            <FormattedMessage id="member.depositWithdraw" />
          </span>
        </Link>
      )}
      <button
        type="button"
        className={styles.round}
        onClick={() => openCart(true)}
        aria-label={intl.formatMessage({ id: 'nav.cart' })}
        data-testid="top-cart"
      >
        <Icon path={mdiCartOutline} />
        {cartCount > 0 && (
          <span className={styles.badge} data-testid="cart-badge">
            {cartCount > 99 ? '99+' : cartCount}
          </span>
        )}
      </button>
      <Link
        to="/profile/my-tickets"
        className={styles.round}
        aria-label={intl.formatMessage({ id: 'nav.myTickets' })}
      >
        <Icon path={mdiTicketConfirmationOutline} />
        {ticketCount > 0 && (
          <span className={styles.badge} data-testid="ticket-badge">
            {ticketCount > 99 ? '99+' : ticketCount}
          </span>
        )}
      </Link>
      <Link
        to="/profile"
        className={styles.round}
        aria-label={intl.formatMessage({ id: 'nav.member' })}
      >
        <Icon path={mdiAccountCircleOutline} />
      </Link>
    </div>
  );
}
