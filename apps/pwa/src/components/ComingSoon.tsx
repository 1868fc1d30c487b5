import { mdiClockOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../lib/intl';
import { usePageTitle } from '../lib/page-title';
import { Icon } from './Icon';
import styles from './ComingSoon.module.css';

/** A page whose feature arrives in a later release: its title and a plain "coming soon". */
export function ComingSoon({ titleId, children }: { titleId: MessageId; children?: ReactNode }) {
  usePageTitle(titleId);
  return (
    <section className={styles.page}>
      <div className={styles.badge}>
        <Icon path={mdiClockOutline} size={40} />
      </div>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
      <p>
        <FormattedMessage id="comingSoon.body" />
      </p>
    </section>
  );
}
