import type {
  DrawResult,
  Page,
  PrizeCheck,
  PrizeValue,
  ProductGroupItem,
  ProductItem,
  SearchProductRequest,
} from '@lottery/contracts';
import { apiGet, apiPost } from '../../lib/api-client';

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
  apiPost<PrizeCheck>('/checkLottoPrizes', { number, ...ref });
