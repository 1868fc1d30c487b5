import {
  isTicketNumber,
  prizesWon,
  type DrawResult,
  type DrawResults,
  type PrizeCheck,
  type SearchProductRequest,
} from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, apiRead } from '../../lib/api-client';
import { publicKeys, queryClient } from '../../lib/query-client';

export const SEARCH_PAGE_SIZE = 12;

// The public reads are the cacheable GETs (issue 31); each answers what the spec's POST does.
export const fetchProductGroups = () => apiRead('shelves', { page: 1, limit: 50 });

/** The shop's shelves (the home lists them; saved on the phone, so they read offline). */
export const shelvesQuery = queryOptions({
  queryKey: publicKeys.shelves,
  queryFn: fetchProductGroups,
});

/** Hot numbers per page of /see-all-hot-lotto. */
export const HOT_PAGE_SIZE = 24;

export const fetchHotProducts = (page = 1, limit = 12) => apiRead('hot', { page, limit });

/** How many hot numbers the home's strip shows. */
export const HOME_HOT_COUNT = 10;

/** A page of hot numbers: the home's strip, and the first page of /see-all-hot-lotto. */
export const hotQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...publicKeys.hot, page, limit] as const,
    queryFn: () => fetchHotProducts(page, limit),
  });

export const searchProducts = (query: SearchProductRequest) => apiRead('search', query);

export const fetchRandomProduct = () => apiPost('/randomProduct');

export const fetchResult = (ref: { gameEventId?: string; date?: string }) =>
  apiRead('results', ref);

/** A draw's results, by round or by day (neither: the latest published). */
export const resultQuery = (ref: { gameEventId?: string | undefined; date?: string | undefined }) =>
  queryOptions({
    queryKey: [...publicKeys.results, ref.gameEventId ?? '', ref.date ?? ''] as const,
    queryFn: () =>
      fetchResult({
        ...(ref.gameEventId !== undefined ? { gameEventId: ref.gameEventId } : {}),
        ...(ref.date !== undefined ? { date: ref.date } : {}),
      }),
  });

export const fetchPrizeValues = () => apiRead('prizes');

/** The prize table (what each prize is worth). */
export const prizeValuesQuery = queryOptions({
  queryKey: publicKeys.prizes,
  queryFn: fetchPrizeValues,
});

export const checkPrizes = (number: string, ref: { gameEventId?: string; date?: string }) =>
  apiRead('check-ticket', { number, ...ref }).catch((error: unknown) => {
    // Offline: checked on the phone against the draw's results as last seen, by the same rules.
    const local = navigator.onLine ? undefined : checkCached(number, ref);
    if (local) return local;
    throw error;
  });

/**
 * The check against the results in the query cache (this visit's, or restored from the phone):
 * the draw asked for, or the latest one held.
 */
export function checkCached(
  number: string,
  ref: { gameEventId?: string },
  client = queryClient,
): PrizeCheck | undefined {
  const results = client
    .getQueriesData<DrawResult | null>({ queryKey: publicKeys.results })
    .flatMap(([, result]) => (result ? [result] : []));
  const result = ref.gameEventId
    ? results.find((r) => r._id === ref.gameEventId)
    : results.sort((a, b) => b.drawDate.localeCompare(a.drawDate))[0];
  if (!result || !isTicketNumber(number)) return undefined;
  const numbers = Object.fromEntries(
    result.prizes.map((p) => [p.kind, p.numbers]),
  ) as unknown as DrawResults;
  const wins = prizesWon(number, numbers).map(({ kind, number: matched }) => {
    const prize = result.prizes.find((p) => p.kind === kind)!;
    return { kind, number: matched, baht: prize.baht, payout: prize.payout };
  });
  return { number, gameEventId: result._id, drawDate: result.drawDate, wins };
}
