import type { Deposit, Page, Withdrawal } from '@lottery/contracts';
import { apiCall, apiMoney, apiPost } from '../../lib/api-client';
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
