import { mdiFaceAgent, mdiHomeOutline, mdiLogin, mdiTrophyOutline } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { contactOpenAtom } from '../features/contact/atoms';
import { Icon } from './Icon';
import styles from './BottomBar.module.css';

/** Mobile navigation (up to 1024 px): contact, home, winning numbers, sign in. */
export function BottomBar() {
  const intl = useIntl();
  const openContact = useSetAtom(contactOpenAtom);
  return (
    <nav
      className={styles.bar}
      data-testid="bottom-bar"
      aria-label={intl.formatMessage({ id: 'nav.main' })}
    >
      <button type="button" className={styles.tile} onClick={() => openContact(true)}>
        <Icon path={mdiFaceAgent} />
        <FormattedMessage id="nav.contactUs" />
      </button>
      <Link
        to="/"
        className={styles.tile}
        activeOptions={{ exact: true }}
        activeProps={{ className: styles.active }}
      >
        <Icon path={mdiHomeOutline} />
        <FormattedMessage id="nav.home" />
      </Link>
      <Link to="/draw-results" className={styles.tile} activeProps={{ className: styles.active }}>
        <Icon path={mdiTrophyOutline} />
        <FormattedMessage id="nav.drawResults" />
      </Link>
      <Link to="/auth" className={styles.tile}>
        <Icon path={mdiLogin} />
        <FormattedMessage id="nav.signIn" />
      </Link>
    </nav>
  );
}
