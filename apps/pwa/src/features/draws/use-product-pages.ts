import type { Page, ProductItem } from '@lottery/contracts';
import { useState } from 'react';

export interface ProductPages<Q> {
  query: Q;
  items: ProductItem[];
  total: number;
  page: number;
}

/**
 * Pages of products for one query: loading page 1 replaces what is shown, `more` appends the
 * next page. `loading` says which of the two is under way.
 */
export function useProductPages<Q>(
  fetchPage: (query: Q, page: number) => Promise<Page<ProductItem>>,
) {
  const [pages, setPages] = useState<ProductPages<Q>>();
  const [loading, setLoading] = useState<'first' | 'more'>();
  const [error, setError] = useState<unknown>();

  async function load(query: Q, page = 1) {
    setLoading(page === 1 ? 'first' : 'more');
    setError(undefined);
    try {
      const answer = await fetchPage(query, page);
      setPages((previous) => ({
        query,
        page,
        total: answer.total,
        items: page === 1 || !previous ? answer.items : [...previous.items, ...answer.items],
      }));
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(undefined);
    }
  }

  const more = () => (pages ? load(pages.query, pages.page + 1) : Promise.resolve());
  return { pages, loading, error, load, more, clear: () => setPages(undefined) };
}
