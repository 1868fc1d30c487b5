import type { Page, ProductItem } from '@lottery/contracts';
import { useRef, useState } from 'react';

export interface ProductPages<Q> {
  query: Q;
  items: ProductItem[];
  total: number;
  page: number;
}

/**
 * Pages of products for one query: loading page 1 replaces what is shown, `more` appends the
 * next page (`initial` is a first page a loader brought). `loading` says which of the two is under way. Only the latest request counts: an
 * answer that arrives after a newer request was made (a slow search, a shelf left) is dropped.
 */
export function useProductPages<Q>(
  fetchPage: (query: Q, page: number) => Promise<Page<ProductItem>>,
  /** Page 1 when a route loader already brought it. */
  initial?: ProductPages<Q>,
) {
  const [pages, setPages] = useState<ProductPages<Q> | undefined>(initial);
  const [loading, setLoading] = useState<'first' | 'more'>();
  const [error, setError] = useState<unknown>();
  const latest = useRef(0);

  async function load(query: Q, page = 1) {
    const request = ++latest.current;
    setLoading(page === 1 ? 'first' : 'more');
    setError(undefined);
    try {
      const answer = await fetchPage(query, page);
      if (request !== latest.current) return;
      setPages((previous) => ({
        query,
        page,
        total: answer.total,
        items: page === 1 || !previous ? answer.items : [...previous.items, ...answer.items],
      }));
    } catch (caught) {
      if (request !== latest.current) return;
      setError(caught);
      // A new search that failed: the previous search's results are not its answer.
      if (page === 1) setPages(undefined);
    } finally {
      if (request === latest.current) setLoading(undefined);
    }
  }

  const more = () => (pages ? load(pages.query, pages.page + 1) : Promise.resolve());
  function clear() {
    latest.current++; // an answer still on its way is no longer wanted
    setPages(undefined);
    setLoading(undefined);
    setError(undefined);
  }

  return { pages, loading, error, load, more, clear };
}
