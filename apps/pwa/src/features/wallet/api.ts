import type { Deposit, Page, Withdrawal } from '@lottery/contracts';
import { apiPost } from '../../lib/api-client';
import type { DayRange } from './wallet';

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

export const HISTORY_PAGE_SIZE = 10;

/** A pending deposit with its KHQR payment string. */
export const createDeposit = (amt: string, key: string) =>
  apiPost<Deposit>('/api/customer/payment/deposit', { amt }, idempotent(key));

export const fetchDeposit = (RefId: string) =>
  apiPost<Deposit>('/api/customer/payment/getDeposit', { RefId });

/** The whole balance, to the bank account on the profile. */
export const withdrawAll = (key: string) =>
  apiPost<Withdrawal>('/api/customer/payment/withdraw', {}, idempotent(key));

export const depositHistory = (range: DayRange, page: number) =>
  apiPost<Page<Deposit>>('/api/customer/payment/getHistoryDeposit', {
    ...range,
    page,
    limit: HISTORY_PAGE_SIZE,
  });

export const withdrawHistory = (range: DayRange, page: number) =>
  apiPost<Page<Withdrawal>>('/api/customer/payment/getHistoryWithdraw', {
    ...range,
    page,
    limit: HISTORY_PAGE_SIZE,
  });
