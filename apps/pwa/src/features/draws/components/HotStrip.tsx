import { mdiChevronRight, mdiFire } from '@mdi/js';
import type { Page, ProductItem } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { LoadError } from '../../../components/LoadError';
import type { Loaded } from '../../../lib/loaded';
import { TicketCard, TicketSkeletons } from './TicketCard';
import styles from './Sections.module.css';
import tickets from './Tickets.module.css';

type HotPage = Promise<Loaded<Page<ProductItem>>>;

/** Home's strip of hot numbers (pinned first, then best sellers) with "see all". */
export function HotStrip({ hot }: { hot: HotPage }) {
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
      <Suspense fallback={<TicketSkeletons count={2} />}>
        <HotNumbers hot={hot} />
      </Suspense>
    </section>
  );
}

function HotNumbers({ hot }: { hot: HotPage }) {
  const loaded = use(hot);
  if (!loaded.ok) return <LoadError error={loaded.error} className={styles.error} />;
  if (loaded.data.items.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="hot.empty" />
      </p>
    );
  }
  return (
    <ul className={tickets.strip}>
      {loaded.data.items.map((product) => (
        <TicketCard key={product._id} product={product} />
      ))}
    </ul>
  );
}
