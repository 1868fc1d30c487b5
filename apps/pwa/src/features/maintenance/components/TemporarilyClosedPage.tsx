import { mdiTools } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { Logo } from '../../../components/Logo';
import { profileAtom } from '../../../lib/atoms/profile';
import { usePageTitle } from '../../../lib/page-title';
import styles from './TemporarilyClosedPage.module.css';

/** Shown for every path while the site settings say the shop is closed. */
export function TemporarilyClosedPage() {
  usePageTitle('page.temporarilyClosed');
  const profile = useAtomValue(profileAtom);
  return (
    <section className={styles.card}>
      <Logo size={64} />
      <div className={styles.icon}>
        <Icon path={mdiTools} size={36} />
      </div>
      <h1>
        <FormattedMessage id="closed.title" />
      </h1>
      <p>
        <FormattedMessage id="closed.body" />
      </p>
      {profile?.role === 'admin' && (
        // The admin pages stay open while the shop is closed: the way back to reopening it.
        <Link to="/admin" search={{ tab: 'settings' }} className="btn btn-primary">
          <FormattedMessage id="closed.admin" />
        </Link>
      )}
      <div className={styles.language}>
        <LanguagePicker />
      </div>
    </section>
  );
}
