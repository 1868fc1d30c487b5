import type {
  AdminDeposit,
  AdminWithdrawal,
  BalanceAdjustment,
  Deposit,
  Page,
  Reconciliation,
  Withdrawal,
} from '@lottery/contracts';
import { apiDownload, apiPost } from '../../lib/api-client';
import { PAGE_SIZE } from './api';

export type QueueStatus = 'pending' | 'confirmed' | 'expired' | 'paid' | 'rejected' | 'all';

const idempotent = (key: string) => ({ 'Idempotency-Key': key });

export const listDeposits = (status: QueueStatus, q: string, page: number) =>
  apiPost<Page<AdminDeposit>>('/api/company/payment/deposits', {
    status,
    q,
    page,
    limit: PAGE_SIZE,
  });

export const listWithdrawals = (status: QueueStatus, q: string, page: number) =>
  apiPost<Page<AdminWithdrawal>>('/api/company/payment/withdrawals', {
    status,
    q,
    page,
    limit: PAGE_SIZE,
  });

export const confirmDeposit = (RefId: string, key: string) =>
  apiPost<Deposit>('/api/company/payment/confirmDeposit', { RefId }, idempotent(key));

export const payWithdrawal = (RefId: string, bankReference: string, key: string) =>
  apiPost<Withdrawal>(
    '/api/company/payment/payWithdraw',
    { RefId, bankReference },
    idempotent(key),
  );

export const rejectWithdrawal = (RefId: string, reason: string, key: string) =>
  apiPost<Withdrawal>('/api/company/payment/rejectWithdraw', { RefId, reason }, idempotent(key));

/** `amt` is signed: "-1.50" takes money away. */
export const adjustBalance = (userId: string, amt: string, reason: string) =>
  apiPost<BalanceAdjustment>('/api/company/payment/adjustBalance', { userId, amt, reason });

export const downloadLedger = (StartDate: string, endDate: string) =>
  apiDownload(
    `/api/company/payment/ledger?${new URLSearchParams({ StartDate, endDate }).toString()}`,
  );

export const reconcile = () => apiPost<Reconciliation>('/api/company/payment/reconcile');
