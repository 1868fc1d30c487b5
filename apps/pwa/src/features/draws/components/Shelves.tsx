import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { localeAtom } from '../../../lib/atoms/locale';
import { SEARCH_PAGE_SIZE, searchProducts, shelvesQuery } from '../api';
import { useProductPages } from '../use-product-pages';
import { ProductPagesView } from './ProductPagesView';
import styles from './Sections.module.css';

const fetchShelf = (tag: string, page: number) =>
  searchProducts({ tag, page, limit: SEARCH_PAGE_SIZE });

/**
 * The shop's shelves (product groups) in the reader's language, hidden while there are none.
 * Choosing one lists the in-stock numbers whose `op` carries its tag; choosing it again closes it.
 */
export function Shelves() {
  const locale = useAtomValue(localeAtom);
  // Nothing shows while they load or when they fail: the shelves are extras of the home page.
  const items = useQuery(shelvesQuery).data?.items ?? [];
  const [chosen, setChosen] = useState<string>();
  const shelf = useProductPages('shelf', fetchShelf);

  function choose(tag: string) {
    shelf.clear();
    if (chosen === tag) {
      setChosen(undefined);
      return;
    }
    setChosen(tag);
    void shelf.load(tag);
  }

  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="shelves-title" data-testid="shelves">
      <h2 id="shelves-title">
        <FormattedMessage id="shelves.title" />
      </h2>
      <ul className={styles.chips}>
        {items.map((group) => (
          <li key={group._id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={chosen === group.tag}
              onClick={() => choose(group.tag)}
            >
              {group.names[locale] || group.tag}
            </button>
          </li>
        ))}
      </ul>
      {chosen !== undefined && <ProductPagesView list={shelf} emptyId="shelves.empty" />}
    </section>
  );
}
