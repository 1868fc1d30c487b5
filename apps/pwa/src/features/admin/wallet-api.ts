import { apiDownload, apiMoney, apiPost } from '../../lib/api-client';
import { PAGE_SIZE } from './api';

export type QueueStatus = 'pending' | 'confirmed' | 'expired' | 'paid' | 'rejected' | 'all';

export const listDeposits = (status: QueueStatus, q: string, page: number) =>
  apiPost('/api/company/payment/deposits', {
    status,
    q,
    page,
    limit: PAGE_SIZE,
  });

export const listWithdrawals = (status: QueueStatus, q: string, page: number) =>
  apiPost('/api/company/payment/withdrawals', {
    status,
    q,
    page,
    limit: PAGE_SIZE,
  });

export const confirmDeposit = (RefId: string, key: string) =>
  apiMoney('/api/company/payment/confirmDeposit', { RefId }, key);

export const payWithdrawal = (RefId: string, bankReference: string, key: string) =>
  apiMoney('/api/company/payment/payWithdraw', { RefId, bankReference }, key);

export const rejectWithdrawal = (RefId: string, reason: string, key: string) =>
  apiMoney('/api/company/payment/rejectWithdraw', { RefId, reason }, key);

/** `amt` is signed: "-1.50" takes money away. */
export const adjustBalance = (userId: string | number, amt: string, reason: string) =>
  apiPost('/api/company/payment/adjustBalance', { userId, amt, reason });

export const downloadLedger = (StartDate: string, endDate: string) =>
  apiDownload(
    `/api/company/payment/ledger?${new URLSearchParams({ StartDate, endDate }).toString()}`,
  );

export const reconcile = () => apiPost('/api/company/payment/reconcile');

/** Is Bakong's transaction check on, and how it has been going (failures, an expired token). */
export const bakongStatus = () => apiPost('/api/company/payment/bakong');

export const bakongReconcile = (StartDate: string, endDate: string) =>
  apiPost('/api/company/payment/bakongReconcile', { StartDate, endDate });

export const downloadBakongReconciliation = (StartDate: string, endDate: string) =>
  apiDownload(
    `/api/company/payment/bakongReconcile?${new URLSearchParams({ StartDate, endDate }).toString()}`,
  );
