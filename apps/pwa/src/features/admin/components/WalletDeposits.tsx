import type { AdminDeposit, Page } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/Field';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { onlineAtom } from '../../../lib/atoms/online';
import { formatDate } from '../../../lib/format-date';
import { useSubmit } from '../../../lib/use-submit';
import { confirmDeposit, listDeposits } from '../wallet-api';
import { PagedList } from './AdminPage';
import styles from './AdminPage.module.css';
import { money, QueueFilter, useRowKeys, type QueueFilterValue } from './WalletQueue';

const statuses = ['pending', 'confirmed', 'expired', 'all'] as const;

/** Deposits waiting for money to arrive; an admin who sees it arrive confirms the deposit. */
export function WalletDeposits() {
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const online = useAtomValue(onlineAtom);
  const [filter, setFilter] = useState<QueueFilterValue>({ status: 'pending', q: '' });
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<AdminDeposit> | null>(null);
  const load = useSubmit();
  const act = useSubmit();
  const keys = useRowKeys();
  const { run } = load;

  const reload = useCallback(
    () => void run(async () => setData(await listDeposits(filter.status, filter.q, page))),
    [run, filter, page],
  );
  useEffect(reload, [reload]);

  const confirm = (RefId: string) =>
    void act.run(async () => {
      await confirmDeposit(RefId, keys.key(RefId));
      keys.done(RefId);
      reload();
    });

  return (
    <section className={styles.panel} data-testid="admin-deposits">
      <QueueFilter
        statuses={statuses}
        value={filter}
        onChange={(value) => {
          setPage(1);
          setFilter(value);
        }}
      />
      <FormError code={load.formError ?? act.formError} />
      <PagedList data={data} page={page} onPage={setPage}>
        {(deposit) => (
          <li key={deposit.RefId} className={styles.row} data-testid="admin-deposit">
            <div className={styles.main}>
              <strong>{money(deposit.amt, currency)}</strong>
              <span>
                {deposit.member.name} · {deposit.member.username}
              </span>
              <span className={styles.muted}>
                {deposit.RefId} · {formatDate(deposit.createdAt, locale, 'dateTime')}
              </span>
            </div>
            {deposit.status === 'pending' ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={act.busy || !online}
                onClick={() => confirm(deposit.RefId)}
              >
                <FormattedMessage id="adminWallet.confirm" />
              </button>
            ) : (
              <span className={styles.muted} data-status={deposit.status}>
                <FormattedMessage id={`adminWallet.status.${deposit.status}`} />
              </span>
            )}
          </li>
        )}
      </PagedList>
    </section>
  );
}
