import type { Page, ProductItem } from '@lottery/contracts';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/LoadError';
import type { Loaded } from '../../../lib/loaded';
import { usePageTitle } from '../../../lib/page-title';
import { fetchHotProducts, HOT_PAGE_SIZE } from '../api';
import { useProductPages } from '../use-product-pages';
import { ProductPagesView } from './ProductPagesView';
import styles from './Sections.module.css';

const fetchHotPage = (_query: 'hot', page: number) => fetchHotProducts(page, HOT_PAGE_SIZE);

/** /see-all-hot-lotto: every hot number, page by page ("load more"); page 1 from the loader. */
export function HotLottoPage({ first }: { first: Loaded<Page<ProductItem>> }) {
  usePageTitle('page.hotLotto');
  return (
    <section className={styles.section}>
      <h1>
        <FormattedMessage id="page.hotLotto" />
      </h1>
      {!first.ok ? (
        <LoadError error={first.error} className={styles.error} />
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
