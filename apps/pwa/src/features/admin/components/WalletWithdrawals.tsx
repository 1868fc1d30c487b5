import type { AdminWithdrawal, Page } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { onlineAtom } from '../../../lib/atoms/online';
import { formatDate } from '../../../lib/format-date';
import { useSubmit } from '../../../lib/use-submit';
import { listWithdrawals, payWithdrawal, rejectWithdrawal } from '../wallet-api';
import { PagedList } from './AdminPage';
import styles from './AdminPage.module.css';
import walletStyles from './Wallet.module.css';
import { money, QueueFilter, useRowKeys, type QueueFilterValue } from './WalletQueue';

const statuses = ['pending', 'paid', 'rejected', 'all'] as const;

type Action = { RefId: string; kind: 'pay' | 'reject' } | null;

/** Withdrawals to pay out: an admin transfers the money and records the bank reference, or rejects. */
export function WalletWithdrawals() {
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const [filter, setFilter] = useState<QueueFilterValue>({ status: 'pending', q: '' });
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<AdminWithdrawal> | null>(null);
  const [action, setAction] = useState<Action>(null);
  const load = useSubmit();
  const { run } = load;

  const reload = useCallback(
    () => void run(async () => setData(await listWithdrawals(filter.status, filter.q, page))),
    [run, filter, page],
  );
  useEffect(reload, [reload]);

  return (
    <section className={styles.panel} data-testid="admin-withdrawals">
      <QueueFilter
        statuses={statuses}
        value={filter}
        onChange={(value) => {
          setPage(1);
          setFilter(value);
        }}
      />
      <FormError code={load.formError} />
      <PagedList data={data} page={page} onPage={setPage}>
        {(withdrawal) => (
          <li key={withdrawal.RefId} className={styles.row} data-testid="admin-withdrawal">
            <div className={styles.main}>
              <strong>{money(withdrawal.amt, currency)}</strong>
              <span>
                {withdrawal.member.name} · {withdrawal.member.username}
              </span>
              <span>
                {withdrawal.bankName} · {withdrawal.accountNumber} · {withdrawal.accountName}
              </span>
              <span className={styles.muted}>
                {withdrawal.RefId} · {formatDate(withdrawal.createdAt, locale, 'dateTime')}
              </span>
              {withdrawal.bankReference && (
                <span className={styles.muted}>{withdrawal.bankReference}</span>
              )}
              {withdrawal.reason && <span className={styles.muted}>{withdrawal.reason}</span>}
            </div>
            {withdrawal.status === 'pending' ? (
              <div className={styles.controls}>
                <button
                  type="button"
                  onClick={() => setAction({ RefId: withdrawal.RefId, kind: 'pay' })}
                >
                  <FormattedMessage id="adminWallet.pay" />
                </button>
                <button
                  type="button"
                  className={styles.locked}
                  onClick={() => setAction({ RefId: withdrawal.RefId, kind: 'reject' })}
                >
                  <FormattedMessage id="adminWallet.reject" />
                </button>
              </div>
            ) : (
              <span className={styles.muted}>
                <FormattedMessage id={`adminWallet.status.${withdrawal.status}`} />
              </span>
            )}
            {action?.RefId === withdrawal.RefId && (
              <SettleForm
                RefId={withdrawal.RefId}
                kind={action.kind}
                onCancel={() => setAction(null)}
                onDone={() => {
                  setAction(null);
                  reload();
                }}
              />
            )}
          </li>
        )}
      </PagedList>
    </section>
  );
}

/** Pay (with the bank's reference of the transfer) or reject (with the reason the member reads). */
function SettleForm({
  RefId,
  kind,
  onCancel,
  onDone,
}: {
  RefId: string;
  kind: 'pay' | 'reject';
  onCancel: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const online = useAtomValue(onlineAtom);
  const [text, setText] = useState('');
  const submit = useSubmit();
  const keys = useRowKeys();
  const label = kind === 'pay' ? 'adminWallet.bankReference' : 'adminWallet.reason';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      const key = keys.key(RefId);
      if (kind === 'pay') await payWithdrawal(RefId, text.trim(), key);
      else await rejectWithdrawal(RefId, text.trim(), key);
      keys.done(RefId);
      onDone();
    });
  };

  return (
    <form className={walletStyles.settle} onSubmit={onSubmit} data-testid={`settle-${kind}`}>
      <label className={styles.field}>
        <FormattedMessage id={label} />
        <input
          name={kind === 'pay' ? 'bankReference' : 'reason'}
          value={text}
          required
          maxLength={kind === 'pay' ? 100 : 500}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: label })}
        />
      </label>
      <FormError
        code={submit.fieldErrors.bankReference ?? submit.fieldErrors.reason ?? submit.formError}
      />
      <div className={styles.controls}>
        <button type="button" onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button
          type="submit"
          className={kind === 'reject' ? styles.locked : undefined}
          disabled={submit.busy || !online || !text.trim()}
        >
          <FormattedMessage id={kind === 'pay' ? 'adminWallet.markPaid' : 'adminWallet.reject'} />
        </button>
      </div>
    </form>
  );
}
