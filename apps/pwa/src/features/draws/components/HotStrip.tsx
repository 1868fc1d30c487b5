import { mdiChevronRight, mdiFire } from '@mdi/js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { QueryStatus } from '../../../components/QueryStatus';
import { HOME_HOT_COUNT, hotQuery } from '../api';
import { TicketCard, TicketSkeletons } from './TicketCard';
import styles from './Sections.module.css';
import tickets from './Tickets.module.css';

/**
 * Home's strip of hot numbers (pinned first, then best sellers) with "see all". Offline, the ones
 * last received (saved on the phone with the query cache).
 */
export function HotStrip() {
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
      <HotNumbers />
    </section>
  );
}

function HotNumbers() {
  const query = useQuery(hotQuery(1, HOME_HOT_COUNT));
  if (query.data === undefined) {
    return query.isError ? (
      <div className={styles.error}>
        <QueryStatus query={query} testId="hot" />
      </div>
    ) : (
      <TicketSkeletons count={2} />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="hot.empty" />
      </p>
    );
  }
  return (
    <ul className={tickets.strip}>
      {query.data.items.map((product) => (
        <TicketCard key={product._id} product={product} />
      ))}
    </ul>
  );
}
