import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductItem } from '@lottery/contracts';
import { codeText, errorCodeOf } from '../../../lib/forms';
import { usePageTitle } from '../../../lib/page-title';
import { useLoad } from '../../../lib/use-load';
import { fetchHotProducts } from '../api';
import { TicketCard, TicketSkeletons } from './TicketCard';
import styles from './Sections.module.css';
import tickets from './Tickets.module.css';

const PAGE = 24;

/** /see-all-hot-lotto: every hot number, page by page ("load more"). */
export function HotLottoPage() {
  usePageTitle('page.hotLotto');
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<ProductItem[]>([]);
  const hot = useLoad(async () => {
    const answer = await fetchHotProducts(page, PAGE);
    setShown((previous) => (page === 1 ? answer.items : [...previous, ...answer.items]));
    return answer;
  }, String(page));

  return (
    <section className={styles.section}>
      <h1>
        <FormattedMessage id="page.hotLotto" />
      </h1>
      {shown.length > 0 && (
        <ul className={tickets.grid}>
          {shown.map((product) => (
            <TicketCard key={product._id} product={product} />
          ))}
        </ul>
      )}
      {hot.loading && <TicketSkeletons count={shown.length > 0 ? 2 : 6} />}
      {hot.error !== undefined && (
        <p className={styles.error} role="alert">
          {codeText(intl, errorCodeOf(hot.error))}{' '}
          <button type="button" className={styles.link} onClick={hot.reload}>
            <FormattedMessage id="common.retry" />
          </button>
        </p>
      )}
      {!hot.loading && hot.data && shown.length === 0 && (
        <p className={styles.empty}>
          <FormattedMessage id="hot.empty" />
        </p>
      )}
      {!hot.loading && hot.data && shown.length < hot.data.total && (
        <button
          type="button"
          className={`btn btn-outline ${styles.center}`}
          onClick={() => setPage(page + 1)}
        >
          <FormattedMessage id="search.more" />
        </button>
      )}
    </section>
  );
}
