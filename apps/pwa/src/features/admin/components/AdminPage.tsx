import type { Page } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/LoadError';
import type { Loaded } from '../../../lib/loaded';
import { usePageTitle } from '../../../lib/page-title';
import { PAGE_SIZE } from '../api';
import { adminTabs, type AdminData, type AdminSearch, type AdminTab } from '../tabs';
import styles from './AdminPage.module.css';
import { AuditList } from './AuditList';
import { DrawAdmin } from './DrawAdmin';
import { FailedJobs } from './FailedJobs';
import { MemberList } from './MemberList';
import { PrizeAdmin } from './PrizeAdmin';
import { HotAdmin, SettingsAdmin, ShelfAdmin } from './ShopAdmin';
import { SpeedTable } from './SpeedTable';
import { SubscriptionAdmin } from './SubscriptionAdmin';
import { WalletDeposits, WalletWithdrawals } from './WalletQueue';
import { WalletTools } from './WalletTools';

const tabText = {
  members: 'admin.members',
  draws: 'admin.draws',
  shelves: 'admin.shelves',
  hot: 'admin.hot',
  prizes: 'admin.prizes',
  deposits: 'adminWallet.deposits',
  withdrawals: 'adminWallet.withdrawals',
  wallet: 'adminWallet.tools',
  settings: 'admin.settings',
  audit: 'admin.audit',
  speed: 'admin.speed',
  jobs: 'admin.jobs',
  subscriptions: 'admin.subscriptions',
} as const satisfies Record<AdminTab, string>;

/** What a tab's panel gets: its list as loaded, the URL's view, and a way to change the view. */
export interface PanelProps<T> {
  list: Loaded<T>;
  search: AdminSearch;
  go: (change: Partial<AdminSearch>) => void;
}

/**
 * Admin tools (a lazily loaded chunk: members never download it). The open tab and its page,
 * search and filter are in the URL; the route loads that tab's list.
 */
export function AdminPage({
  data,
  search,
  onSearch,
}: {
  data: AdminData;
  search: AdminSearch;
  onSearch: (search: AdminSearch) => void;
}) {
  usePageTitle('admin.title');
  const go = (change: Partial<AdminSearch>) => onSearch({ ...search, ...change });
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="admin.title" />
      </h1>
      <div className={styles.tabs} role="tablist">
        {adminTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={data.tab === name}
            onClick={() => onSearch({ tab: name, page: 1 })}
          >
            <FormattedMessage id={tabText[name]} />
          </button>
        ))}
      </div>
      <TabPanel data={data} search={search} go={go} />
    </div>
  );
}

function TabPanel({
  data,
  ...view
}: {
  data: AdminData;
  search: AdminSearch;
  go: (change: Partial<AdminSearch>) => void;
}) {
  switch (data.tab) {
    case 'members':
      return <MemberList list={data.list} {...view} />;
    case 'draws':
      return <DrawAdmin list={data.list} {...view} />;
    case 'shelves':
      return <ShelfAdmin list={data.list} />;
    case 'hot':
      return <HotAdmin list={data.list} />;
    case 'prizes':
      return <PrizeAdmin list={data.list} {...view} />;
    case 'deposits':
      return <WalletDeposits list={data.list} {...view} />;
    case 'withdrawals':
      return <WalletWithdrawals list={data.list} {...view} />;
    case 'audit':
      return <AuditList list={data.list} {...view} />;
    case 'speed':
      return <SpeedTable list={data.list} />;
    case 'jobs':
      return <FailedJobs list={data.list} />;
    case 'subscriptions':
      return <SubscriptionAdmin list={data.list} />;
    case 'wallet':
      return <WalletTools />;
    case 'settings':
      return <SettingsAdmin />;
  }
}

/**
 * A paged admin list: its load failure, a row per item, "nothing to show" when there is none,
 * and the pager.
 */
export function PagedList<T>({
  list,
  page,
  onPage,
  testId,
  children,
}: {
  list: Loaded<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  const { data } = list;
  return (
    <>
      {!list.ok && <LoadError error={list.error} />}
      <ul className={styles.list} data-testid={testId}>
        {data?.items.map(children)}
        {data && data.items.length === 0 && (
          <li className={styles.muted}>
            <FormattedMessage id="admin.empty" />
          </li>
        )}
      </ul>
      {data && <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={onPage} />}
    </>
  );
}

/** Previous / next for a paged list. */
export function Pager({
  page,
  total,
  size,
  onPage,
}: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className={styles.pager}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹
      </button>
      <span>
        {page} / {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        ›
      </button>
    </div>
  );
}
