import type { Page, ProductItem } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { QueryStatus } from '../../../components/QueryStatus';
import { usePageTitle } from '../../../lib/page-title';
import { fetchHotProducts, HOT_PAGE_SIZE, hotQuery } from '../api';
import { useProductPages } from '../use-product-pages';
import { ProductPagesView } from './ProductPagesView';
import styles from './Sections.module.css';

const fetchHotPage = (_query: 'hot', page: number) => fetchHotProducts(page, HOT_PAGE_SIZE);

/**
 * /see-all-hot-lotto: every hot number, page by page ("load more"). Page 1 is a query the route
 * loader fills (saved on the phone, so it reads offline); the pages after it are asked for here.
 */
export function HotLottoPage() {
  usePageTitle('page.hotLotto');
  const first = useQuery(hotQuery(1, HOT_PAGE_SIZE));
  return (
    <section className={styles.section}>
      <h1>
        <FormattedMessage id="page.hotLotto" />
      </h1>
      {first.data === undefined ? (
        <div className={styles.error}>
          <QueryStatus query={first} testId="hot-lotto" />
        </div>
      ) : (
        <HotPages first={first.data} />
      )}
    </section>
  );
}

function HotPages({ first }: { first: Page<ProductItem> }) {
  const list = useProductPages('hot', fetchHotPage, { query: 'hot', first });
  return <ProductPagesView list={list} emptyId="hot.empty" showTotal={false} />;
}
