import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../../lib/page-title';
import { PAGE_SIZE, type Page } from '../api';
import styles from './AdminPage.module.css';
import { AuditList } from './AuditList';
import { DrawAdmin } from './DrawAdmin';
import { MemberList } from './MemberList';
import { PrizeAdmin } from './PrizeAdmin';
import { HotAdmin, SettingsAdmin, ShelfAdmin } from './ShopAdmin';
import { WalletDeposits } from './WalletDeposits';
import { WalletTools } from './WalletTools';
import { WalletWithdrawals } from './WalletWithdrawals';

const tabs = {
  members: { id: 'admin.members', Panel: MemberList },
  draws: { id: 'admin.draws', Panel: DrawAdmin },
  shelves: { id: 'admin.shelves', Panel: ShelfAdmin },
  hot: { id: 'admin.hot', Panel: HotAdmin },
  prizes: { id: 'admin.prizes', Panel: PrizeAdmin },
  deposits: { id: 'adminWallet.deposits', Panel: WalletDeposits },
  withdrawals: { id: 'adminWallet.withdrawals', Panel: WalletWithdrawals },
  wallet: { id: 'adminWallet.tools', Panel: WalletTools },
  settings: { id: 'admin.settings', Panel: SettingsAdmin },
  audit: { id: 'admin.audit', Panel: AuditList },
} as const;
type Tab = keyof typeof tabs;

/** Admin tools (a lazily loaded chunk: members never download it). */
export function AdminPage() {
  usePageTitle('admin.title');
  const [tab, setTab] = useState<Tab>('members');
  const { Panel } = tabs[tab];
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="admin.title" />
      </h1>
      <div className={styles.tabs} role="tablist">
        {(Object.keys(tabs) as Tab[]).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            <FormattedMessage id={tabs[name].id} />
          </button>
        ))}
      </div>
      <Panel />
    </div>
  );
}

/** A paged admin list: a row per item, "nothing to show" when there is none, and the pager. */
export function PagedList<T>({
  data,
  page,
  onPage,
  testId,
  children,
}: {
  data: Page<T> | null;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
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
