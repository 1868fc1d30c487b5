import {
  isTicketNumber,
  prizesWon,
  type DrawResult,
  type DrawResults,
  type Page,
  type PrizeCheck,
  type PrizeValue,
  type ProductGroupItem,
  type ProductItem,
  type SearchProductRequest,
} from '@lottery/contracts';
import { apiGet, apiPost } from '../../lib/api-client';
import { keptAnswersOf } from '../../lib/kept-answers';

export const SEARCH_PAGE_SIZE = 12;

export const fetchProductGroups = () =>
  apiPost<Page<ProductGroupItem>>('/getProductGroup', { page: 1, limit: 50 });

/** Hot numbers per page of /see-all-hot-lotto. */
export const HOT_PAGE_SIZE = 24;

export const fetchHotProducts = (page = 1, limit = 12) =>
  apiPost<Page<ProductItem>>('/getHotProduct', { page, limit });

export const searchProducts = (query: SearchProductRequest) =>
  apiPost<Page<ProductItem>>('/searchProduct', query);

export const fetchRandomProduct = () => apiPost<ProductItem | null>('/randomProduct');

export const fetchResult = (ref: { gameEventId?: string; date?: string }) =>
  apiPost<DrawResult>('/resultLotto', ref);

export const fetchPrizeValues = () => apiGet<PrizeValue[]>('/revardValue');

export const checkPrizes = (number: string, ref: { gameEventId?: string; date?: string }) =>
  apiPost<PrizeCheck>('/checkLottoPrizes', { number, ...ref }).catch((error: unknown) => {
    // Offline: checked on the phone against the draw's results as last seen, by the same rules.
    const local = navigator.onLine ? undefined : checkKept(number, ref);
    if (local) return local;
    throw error;
  });

/** The check against kept results: the draw asked for, or the latest one kept. */
function checkKept(number: string, ref: { gameEventId?: string }): PrizeCheck | undefined {
  const results = keptAnswersOf<DrawResult>('/resultLotto');
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
