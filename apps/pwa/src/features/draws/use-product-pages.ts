import type { Page, ProductItem } from '@lottery/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { publicKeys } from '../../lib/query-client';

export interface ProductPages<Q> {
  query: Q;
  items: ProductItem[];
  total: number;
  page: number;
}

/** Which list the pages belong to: one search's pages never show as another list's. */
export type ProductList = 'search' | 'shelf' | 'hot';

const productPagesKey = (list: ProductList, query: unknown) =>
  [...publicKeys.search, list, query ?? null] as const;

/** Results are asked anew on each search, so an old one is of no use for long. */
const SEARCH_GC_MS = 5 * 60_000;

/**
 * Pages of products for one query, as an infinite query: `load` shows page 1 of a query (asked
 * anew, as a person pressing "search" or "random" again expects), `more` appends the next page,
 * `clear` shows nothing. `initial` is a first page a loader brought. Each query has its own key,
 * so an answer that arrives after a newer search (a slow search, a shelf left) lands under its
 * own key and is never shown as the newer one's.
 */
export function useProductPages<Q>(
  list: ProductList,
  fetchPage: (query: Q, page: number) => Promise<Page<ProductItem>>,
  /** Page 1 when a route loader already brought it. */
  initial?: { query: Q; first: Page<ProductItem> },
) {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<Q | undefined>(initial?.query);
  const pages = useInfiniteQuery({
    queryKey: productPagesKey(list, query),
    queryFn: ({ pageParam }) => fetchPage(query as Q, pageParam),
    enabled: query !== undefined,
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPage) =>
      last.items.length > 0 && all.reduce((sum, page) => sum + page.items.length, 0) < last.total
        ? lastPage + 1
        : undefined,
    initialData: initial && { pages: [initial.first], pageParams: [1] },
    gcTime: SEARCH_GC_MS,
  });
  const data = query === undefined ? undefined : pages.data;
  const shown: ProductPages<Q> | undefined = data && {
    query: query as Q,
    items: data.pages.flatMap((page) => page.items),
    total: data.pages.at(-1)?.total ?? 0,
    page: data.pages.length,
  };
  const loading = pages.isFetchingNextPage
    ? ('more' as const)
    : query !== undefined && data === undefined && pages.isFetching
      ? ('first' as const)
      : undefined;
  // A failed refresh of pages already shown keeps them; the failure of page 1 or of "more" shows.
  const failed = query !== undefined && (data === undefined || pages.isFetchNextPageError);

  function load(next: Q) {
    // Dropping what the cache holds for this query makes it ask page 1 again (at once when it
    // is the query on screen, else when it becomes the query on screen).
    void queryClient.resetQueries({ queryKey: productPagesKey(list, next), exact: true });
    setQuery(next);
  }

  return {
    pages: shown,
    loading,
    error: failed && !loading ? (pages.error ?? undefined) : undefined,
    load,
    more: () => pages.fetchNextPage({ cancelRefetch: false }),
    /** Asks again what failed: page 1, or the next page. */
    retry: () => void (pages.isFetchNextPageError ? pages.fetchNextPage() : pages.refetch()),
    clear: () => setQuery(undefined),
  };
}
