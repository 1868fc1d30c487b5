import { mdiFaceAgent } from '@mdi/js';
import { Link, Outlet } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorDialog } from '../components/ErrorDialog';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { Icon } from '../components/Icon';
import { Snackbar } from '../components/Snackbar';
import { OnceOpened } from '../components/OnceOpened';
import { contactOpenAtom } from '../lib/atoms/contact';
import { Logo } from '../components/Logo';
import { localeAtom } from '../lib/atoms/locale';
import { useShopName } from '../lib/names';
import styles from './AuthLayout.module.css';

// Its QR code loads on first open.
const ContactDialog = lazy(() =>
  import('../features/contact/components/ContactDialog').then((m) => ({
    default: m.ContactDialog,
  })),
);

/** The spec's short loading screen when the sign-in pages open. */
const INITIAL_OVERLAY_MS = 500;

/** Sign-in and registration: decorative shapes by language, a floating contact button. */
export function AuthLayout() {
  const locale = useAtomValue(localeAtom);
  const webTitle = useShopName();
  const openContact = useSetAtom(contactOpenAtom);
  const intl = useIntl();
  const [starting, setStarting] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setStarting(false), INITIAL_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className={styles.shell}>
      <div className={`${styles.shapes} ${styles[locale]}`} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <Link to="/" className={styles.home} aria-label={intl.formatMessage({ id: 'app.logoAlt' })}>
        <Logo size={36} />
        <span>{webTitle}</span>
      </Link>
      <main className={styles.main}>
        <Outlet />
      </main>
      <button
        type="button"
        className={styles.contact}
        onClick={() => openContact(true)}
        aria-label={intl.formatMessage({ id: 'nav.contactUs' })}
      >
        <Icon path={mdiFaceAgent} size={28} />
      </button>
      <OnceOpened openAtom={contactOpenAtom}>
        <ContactDialog />
      </OnceOpened>
      <Snackbar />
      <ErrorDialog />
      {starting && <FullScreenSpinner label={intl.formatMessage({ id: 'app.loading' })} />}
    </div>
  );
}
