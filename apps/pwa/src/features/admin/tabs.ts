import type {
  AdminDeposit,
  AdminNumberSubscription,
  AdminDrawItem,
  AdminPrize,
  AdminWithdrawal,
  FailedJobItem,
  HotPinListResponse,
  Page,
  ShelfListResponse,
  VitalSummaryRow,
} from '@lottery/contracts';
import { settle, type Loaded } from '../../lib/loaded';
import {
  listAudit,
  listFailedJobs,
  listMembers,
  listSubscriptions,
  listVitals,
  type AuditEntry,
  type Member,
} from './api';
import { listDraws, listHot, listPrizes, listShelves } from './draw-api';
import type { AdminTab } from './tab-names';
import { listDeposits, listWithdrawals, type QueueStatus } from './wallet-api';

export { adminTabs, type AdminTab } from './tab-names';

export const prizeFilters = ['waiting', 'credited', 'all'] as const;
export type PrizeFilter = (typeof prizeFilters)[number];

/** What the admin page shows, from its URL: the tab, and that tab's page, search and filter. */
export interface AdminSearch {
  tab: AdminTab;
  page: number;
  /** Phone or name searched (members, deposits, withdrawals). */
  q?: string | undefined;
  /** Status filter: a queue's status, or the prizes' filter. */
  status?: string | undefined;
}

const queueStatus = (search: AdminSearch): QueueStatus =>
  (search.status as QueueStatus | undefined) ?? 'pending';
export const prizeFilter = (search: AdminSearch): PrizeFilter =>
  prizeFilters.find((filter) => filter === search.status) ?? 'waiting';

/** The data of each tab; the tools and settings tabs load nothing. */
export type AdminData =
  | { tab: 'members'; list: Loaded<Page<Member>> }
  | { tab: 'draws'; list: Loaded<Page<AdminDrawItem>> }
  | { tab: 'shelves'; list: Loaded<ShelfListResponse> }
  | { tab: 'hot'; list: Loaded<HotPinListResponse> }
  | { tab: 'prizes'; list: Loaded<Page<AdminPrize>> }
  | { tab: 'deposits'; list: Loaded<Page<AdminDeposit>> }
  | { tab: 'withdrawals'; list: Loaded<Page<AdminWithdrawal>> }
  | { tab: 'audit'; list: Loaded<Page<AuditEntry>> }
  | { tab: 'speed'; list: Loaded<VitalSummaryRow[]> }
  | { tab: 'jobs'; list: Loaded<FailedJobItem[]> }
  | { tab: 'subscriptions'; list: Loaded<AdminNumberSubscription[]> }
  | { tab: 'wallet' | 'settings' };

/** The admin route's loader: the open tab's list, as its URL asks for it. */
export async function loadAdminTab(search: AdminSearch): Promise<AdminData> {
  const { page, q = '' } = search;
  switch (search.tab) {
    case 'members':
      return { tab: search.tab, list: await settle(listMembers(q, page)) };
    case 'draws':
      return { tab: search.tab, list: await settle(listDraws(page)) };
    case 'shelves':
      return { tab: search.tab, list: await settle(listShelves()) };
    case 'hot':
      return { tab: search.tab, list: await settle(listHot()) };
    case 'prizes':
      return { tab: search.tab, list: await settle(listPrizes(prizeFilter(search), page)) };
    case 'deposits':
      return { tab: search.tab, list: await settle(listDeposits(queueStatus(search), q, page)) };
    case 'withdrawals':
      return {
        tab: search.tab,
        list: await settle(listWithdrawals(queueStatus(search), q, page)),
      };
    case 'audit':
      return { tab: search.tab, list: await settle(listAudit(page)) };
    case 'speed':
      return { tab: search.tab, list: await settle(listVitals()) };
    case 'jobs':
      return { tab: search.tab, list: await settle(listFailedJobs()) };
    case 'subscriptions':
      return { tab: search.tab, list: await settle(listSubscriptions()) };
    case 'wallet':
    case 'settings':
      return { tab: search.tab };
  }
}
