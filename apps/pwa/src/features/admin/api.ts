import { jobPaths, type AdminMember } from '@lottery/contracts';
import { apiGet, apiPost } from '../../lib/api-client';

/** A member's row in the admin's list. */
export type Member = AdminMember;

export type { AuditEntry } from '@lottery/contracts';

export const PAGE_SIZE = 20;

export const listMembers = (q: string, page: number) =>
  apiPost('/api/company/member/list', { q: q || undefined, page, limit: PAGE_SIZE });

export const setMemberLocked = (userId: Member['id'], locked: boolean) =>
  apiPost('/api/company/member/lock', { userId, locked });

export const setMemberRole = (userId: Member['id'], role: Member['role']) =>
  apiPost('/api/company/member/role', { userId, role });

export const setMemberPaymentType = (
  userId: Member['id'],
  prefixPayment: Member['prefixPayment'],
) => apiPost('/api/company/member/payment-type', { userId, prefixPayment });

/** A member's own spending limits and break (responsible play), read only. */
export const memberLimits = (userId: Member['id']) =>
  apiPost('/api/company/member/limits', { userId });

export const listAudit = (page: number) =>
  apiPost('/api/company/audit/list', { page, limit: PAGE_SIZE });

/** p75 of each Core Web Vital per day and page, measured on members' phones (last 30 days). */
export const listVitals = () => apiGet('/api/company/vitals');

/** Background jobs waiting for a retry or failed for good (the Jobs tab). */
export const listFailedJobs = () => apiGet(jobPaths.failed);

/** Every member's numbers bought every draw, with each draw's outcome (the Subscriptions tab). */
export const listSubscriptions = () => apiPost('/api/company/subscription/list');

/** Runs a failed job again now (audited). */
export const retryJob = (queue: string, id: string) => apiPost(jobPaths.retry, { queue, id });
