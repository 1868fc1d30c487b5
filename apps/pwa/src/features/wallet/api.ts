import type { Deposit, Page, Withdrawal } from '@lottery/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall, apiMoney, apiPost } from '../../lib/api-client';
import { refreshProfile } from '../../lib/profile';
import { memberKeys } from '../../lib/query-client';
import type { DayRange } from './wallet';

export const HISTORY_PAGE_SIZE = 10;

/** A pending deposit with its KHQR payment string. */
export const createDeposit = (amt: string, key: string) =>
  apiMoney('/api/customer/payment/deposit', { amt }, key);

export const fetchDeposit = (RefId: string) =>
  apiPost('/api/customer/payment/getDeposit', { RefId });

/** Bakong's link that opens a banking app on the deposit's payment; null without one. */
export const fetchDepositLink = (RefId: string) =>
  apiPost('/api/customer/payment/depositLink', { RefId });

/** The deposit's bank link as a query: it never changes, so it is asked once per deposit. */
export const depositLinkQuery = (RefId: string) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'deposit-link', RefId] as const,
    queryFn: () => fetchDepositLink(RefId),
    staleTime: Infinity,
    // No link: saving or copying the code still works, so a failure is not asked again.
    retry: false,
  });

/** Development only: the local Bakong stand-in marks the deposit's QR code paid. */
// Not in the API table: the route exists only in development, outside the OpenAPI document.
export const payAtStandIn = (RefId: string) =>
  apiCall<{ RefId: string; hash: string }>('post', '/api/dev/bakong/pay', { RefId });

/** The whole balance, to the bank account on the profile; a passkey's proof when it has one. */
export const withdrawAll = (key: string, stepUpToken?: string) =>
  apiMoney('/api/customer/payment/withdraw', stepUpToken ? { stepUpToken } : {}, key);

export const depositHistory = (range: DayRange, page: number) =>
  apiPost('/api/customer/payment/getHistoryDeposit', {
    ...range,
    page,
    limit: HISTORY_PAGE_SIZE,
  });

export const withdrawHistory = (range: DayRange, page: number) =>
  apiPost('/api/customer/payment/getHistoryWithdraw', {
    ...range,
    page,
    limit: HISTORY_PAGE_SIZE,
  });

export type HistoryKind = 'deposits' | 'withdrawals';
export type HistoryRow = Deposit | Withdrawal;

/** One view of the history: which kind, between which days, which page. */
export interface HistoryQuery {
  kind: HistoryKind;
  range: DayRange;
  page: number;
}

export const fetchHistory = ({ kind, range, page }: HistoryQuery): Promise<Page<HistoryRow>> =>
  kind === 'deposits' ? depositHistory(range, page) : withdrawHistory(range, page);

/** One view of the history as a query: the route loader asks, the history tab reads. */
export const historyQuery = (query: HistoryQuery) =>
  queryOptions({
    queryKey: [...memberKeys.wallet, query.kind, query.range, query.page] as const,
    queryFn: () => fetchHistory(query),
  });

/** A deposit asked: it shows in the deposits' history (the balance waits for the payment). */
export const historyChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: memberKeys.wallet });

/**
 * Money moved (a deposit paid, a withdrawal asked): every view of the history is stale,
 * and so is the balance. The balance on screen is the profile atom's, so it is fetched anew; the
 * profile's query (when a screen reads it) is marked stale too.
 */
export async function afterMoneyMoved(client: QueryClient) {
  await Promise.all([
    historyChanged(client),
    client.invalidateQueries({ queryKey: memberKeys.profile }),
    refreshProfile(),
  ]);
}
