import {
  jobPaths,
  type FailedJobItem,
  type Page,
  type SpendingLimits,
  type VitalSummaryRow,
} from '@lottery/contracts';
import { apiGet, apiPost } from '../../lib/api-client';

export interface Member {
  id: string;
  username: string;
  name: string;
  role: 'member' | 'admin';
  locked: boolean;
  prefixPayment: 'topup' | 'other';
  createdAt: string;
}

export interface AuditEntry {
  id: string;
  actor: string | null;
  action: string;
  target: string | null;
  detail: unknown;
  at: string;
}

export const PAGE_SIZE = 20;

export const listMembers = (q: string, page: number) =>
  apiPost<Page<Member>>('/api/company/member/list', { q: q || undefined, page, limit: PAGE_SIZE });

export const setMemberLocked = (userId: string, locked: boolean) =>
  apiPost<Member>('/api/company/member/lock', { userId, locked });

export const setMemberRole = (userId: string, role: Member['role']) =>
  apiPost<Member>('/api/company/member/role', { userId, role });

export const setMemberPaymentType = (userId: string, prefixPayment: Member['prefixPayment']) =>
  apiPost<Member>('/api/company/member/payment-type', { userId, prefixPayment });

/** A member's own spending limits and break (responsible play), read only. */
export const memberLimits = (userId: string) =>
  apiPost<SpendingLimits>('/api/company/member/limits', { userId });

export const listAudit = (page: number) =>
  apiPost<Page<AuditEntry>>('/api/company/audit/list', { page, limit: PAGE_SIZE });

/** p75 of each Core Web Vital per day and page, measured on members' phones (last 30 days). */
export const listVitals = () => apiGet<VitalSummaryRow[]>('/api/company/vitals');

/** Background jobs waiting for a retry or failed for good (the Jobs tab). */
export const listFailedJobs = () => apiGet<FailedJobItem[]>(jobPaths.failed);

/** Runs a failed job again now (audited). */
export const retryJob = (queue: string, id: string) =>
  apiPost<FailedJobItem[]>(jobPaths.retry, { queue, id });
