import { mdiFaceAgent, mdiLogin } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { contactOpenAtom } from '../features/contact/atoms';
import { settingsAtom } from '../lib/atoms/settings';
import { Icon } from './Icon';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

/** 80 px on desktop with links and actions; 45 px on mobile (logo and language only). */
export function TopBar() {
  const intl = useIntl();
  const { webTitle } = useAtomValue(settingsAtom);
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
          <span className={styles.title}>{webTitle}</span>
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
            className={`btn btn-outline ${styles.desktopOnly}`}
            onClick={() => openContact(true)}
          >
            <Icon path={mdiFaceAgent} />
            <FormattedMessage id="nav.contactUs" />
          </button>
          <LanguagePicker />
          <Link to="/auth" className={`btn btn-secondary ${styles.desktopOnly}`}>
            <Icon path={mdiLogin} />
            <FormattedMessage id="nav.signIn" />
          </Link>
        </div>
      </div>
    </header>
  );
}
