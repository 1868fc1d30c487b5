import { mdiTools } from '@mdi/js';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { Logo } from '../../../components/Logo';
import { usePageTitle } from '../../../lib/page-title';
import styles from './TemporarilyClosedPage.module.css';

/** Shown for every path while the site settings say the shop is closed. */
export function TemporarilyClosedPage() {
  usePageTitle('page.temporarilyClosed');
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
      <div className={styles.language}>
        <LanguagePicker />
      </div>
    </section>
  );
}
