import { mdiChevronRight, mdiFire } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { codeText, errorCodeOf } from '../../../lib/forms';
import { useLoad } from '../../../lib/use-load';
import { fetchHotProducts } from '../api';
import { TicketCard, TicketSkeletons } from './TicketCard';
import styles from './Sections.module.css';
import tickets from './Tickets.module.css';

/** Home's strip of hot numbers (pinned first, then best sellers) with "see all". */
export function HotStrip() {
  const intl = useIntl();
  const hot = useLoad(() => fetchHotProducts(1, 10), 'hot');
  return (
    <section className={styles.section} aria-labelledby="hot-title" data-testid="hot-strip">
      <header className={styles.head}>
        <h2 id="hot-title">
          <Icon path={mdiFire} />
          <FormattedMessage id="hot.title" />
        </h2>
        <Link to="/see-all-hot-lotto" className={styles.more}>
          <FormattedMessage id="hot.seeAll" />
          <Icon path={mdiChevronRight} />
        </Link>
      </header>
      {hot.data ? (
        hot.data.items.length > 0 ? (
          <ul className={tickets.strip}>
            {hot.data.items.map((product) => (
              <TicketCard key={product._id} product={product} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            <FormattedMessage id="hot.empty" />
          </p>
        )
      ) : hot.error ? (
        <p className={styles.error} role="alert">
          {codeText(intl, errorCodeOf(hot.error))}{' '}
          <button type="button" className={styles.link} onClick={hot.reload}>
            <FormattedMessage id="common.retry" />
          </button>
        </p>
      ) : (
        <TicketSkeletons count={2} />
      )}
    </section>
  );
}
