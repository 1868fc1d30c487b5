import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/LoadError';
import type { MessageId } from '../../../lib/intl';
import { totalValues } from '../search-total';
import type { useProductPages } from '../use-product-pages';
import { TicketCard, TicketSkeletons } from './TicketCard';
import styles from './Sections.module.css';
import tickets from './Tickets.module.css';

/**
 * What a list of products shows: its failure with "try again" (offline: that it is not on the
 * phone), skeletons while page 1 loads, `emptyId` when nothing
 * matched, else the count ("1000+" at the cap), the ticket cards and "show more".
 */
export function ProductPagesView<Q>({
  list,
  emptyId,
  showTotal = true,
  testId,
}: {
  list: ReturnType<typeof useProductPages<Q>>;
  emptyId: MessageId;
  showTotal?: boolean;
  testId?: string;
}) {
  const { pages, loading, error } = list;
  return (
    <div aria-live="polite" className={styles.section} data-testid={testId}>
      {error !== undefined && (
        <LoadError error={error} className={styles.error} onRetry={list.retry} />
      )}
      {loading === 'first' ? (
        <TicketSkeletons count={4} />
      ) : pages ? (
        pages.items.length === 0 ? (
          <p className={styles.empty}>
            <FormattedMessage id={emptyId} />
          </p>
        ) : (
          <>
            {showTotal && (
              <p className={styles.total}>
                <FormattedMessage id="search.total" values={totalValues(pages.total)} />
              </p>
            )}
            <ul className={tickets.grid}>
              {pages.items.map((product) => (
                <TicketCard key={product._id} product={product} />
              ))}
            </ul>
            {pages.items.length < pages.total && (
              <button
                type="button"
                className={`btn btn-outline ${styles.center}`}
                disabled={loading !== undefined}
                onClick={() => void list.more()}
              >
                <FormattedMessage id={loading === 'more' ? 'app.loading' : 'search.more'} />
              </button>
            )}
          </>
        )
      ) : null}
    </div>
  );
}
