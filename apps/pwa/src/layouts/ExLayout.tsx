import { Link, Outlet } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LanguagePicker } from '../components/LanguagePicker';
import { Logo } from '../components/Logo';
import { useShopName } from '../lib/names';
import styles from './ExLayout.module.css';

/**
 * The /ex pages (a ticket link opened from a chat): the shop's header with its logo, name and
 * language picker, without the member's navigation.
 */
export function ExLayout() {
  const intl = useIntl();
  const shopName = useShopName();
  return (
    <>
      <header className={styles.bar} data-testid="ex-header">
        <Link
          to="/"
          className={styles.brand}
          aria-label={intl.formatMessage({ id: 'app.logoAlt' })}
        >
          <Logo size={32} />
          <span>{shopName}</span>
        </Link>
        <LanguagePicker />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
