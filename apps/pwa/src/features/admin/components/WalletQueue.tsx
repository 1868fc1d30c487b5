import type { AdminDeposit, AdminWithdrawal, Page } from '@lottery/contracts';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ConnectionNote, FormError } from '../../../components/Field';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { onlineAtom } from '../../../lib/atoms/online';
import { formatDate } from '../../../lib/format-date';
import { showAmount } from '../../../lib/money';
import { useSubmit, useTellRecovered } from '../../../lib/use-submit';
import { confirmDeposit, payWithdrawal, rejectWithdrawal, type QueueStatus } from '../wallet-api';
import { PagedList, type PanelProps } from './AdminPage';
import styles from './AdminPage.module.css';
import walletStyles from './Wallet.module.css';

/** What both queues list: a member's money request with its reference, amount and status. */
interface QueueRow {
  RefId: string;
  amt: string;
  status: string;
  createdAt: string;
  member: { name: string; username: string };
}

/**
 * The deposits and withdrawals queues, one list: a status and phone filter, then a row per
 * request (amount, member, `details`, reference and time) with what an admin can do while it is
 * pending (`actions`), or its status once settled.
 */
function WalletQueue<T extends QueueRow>({
  list,
  search,
  go,
  statuses,
  testId,
  rowTestId,
  details,
  actions,
  canAct = (row) => row.status === 'pending',
}: PanelProps<Page<T>> & {
  statuses: readonly QueueStatus[];
  testId: string;
  rowTestId: string;
  details?: (row: T) => ReactNode;
  actions: (row: T) => ReactNode;
  /** Whether the row still takes `actions` (default: while pending). */
  canAct?: (row: T) => boolean;
}) {
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const status = (search.status as QueueStatus | undefined) ?? 'pending';
  return (
    <section className={styles.panel} data-testid={testId}>
      <QueueFilter
        statuses={statuses}
        value={{ status, q: search.q ?? '' }}
        onChange={(value) => go({ ...value, page: 1 })}
      />
      <PagedList list={list} page={search.page} onPage={(page) => go({ page })}>
        {(row) => (
          <li key={row.RefId} className={styles.row} data-testid={rowTestId}>
            <div className={styles.main}>
              <strong>{showAmount(row.amt, currency)}</strong>
              <span>
                {row.member.name} · {row.member.username}
              </span>
              {details?.(row)}
              <span className={styles.muted}>
                {row.RefId} · {formatDate(row.createdAt, locale, 'dateTime')}
              </span>
            </div>
            {canAct(row) ? (
              actions(row)
            ) : (
              <span className={styles.muted} data-status={row.status}>
                <FormattedMessage id={`adminWallet.status.${row.status}`} />
              </span>
            )}
          </li>
        )}
      </PagedList>
    </section>
  );
}

/** Deposits waiting for money to arrive; an admin who sees it arrive confirms the deposit. */
export function WalletDeposits(props: PanelProps<Page<AdminDeposit>>) {
  const router = useRouter();
  const online = useAtomValue(onlineAtom);
  const currency = useAtomValue(currencyAtom);
  const act = useSubmit({ moneyCall: true });
  const tellRecovered = useTellRecovered();
  const keys = useRowKeys();

  const ask = useConfirm();
  const [asked, setAsked] = useState<AdminDeposit | null>(null);
  const [confirmed, setConfirmed] = useState<AdminDeposit | null>(null);

  const confirm = (deposit: AdminDeposit) =>
    void act.run(async () => {
      setConfirmed(null);
      const { retried } = await confirmDeposit(deposit.RefId, keys.key(deposit.RefId));
      keys.done(deposit.RefId);
      tellRecovered(retried);
      setConfirmed(deposit);
      await router.invalidate();
    });

  return (
    <>
      <FormError code={act.formError} />
      <ConnectionNote note={act.connection} />
      {confirmed && (
        <p role="status" data-testid="deposit-confirmed">
          <FormattedMessage
            id="adminWallet.confirmed"
            values={{
              amount: showAmount(confirmed.amt, currency),
              name: confirmed.member.name,
            }}
          />
        </p>
      )}
      {ask.dialog(
        asked && (
          <FormattedMessage
            id="adminWallet.confirmQuestion"
            values={{ amount: showAmount(asked.amt, currency), name: asked.member.name }}
          />
        ),
        <FormattedMessage id="adminWallet.confirm" />,
      )}
      <WalletQueue
        {...props}
        statuses={['pending', 'confirmed', 'expired', 'all']}
        testId="admin-deposits"
        rowTestId="admin-deposit"
        // A payment Bakong reported unlike its QR code may be credited by hand after expiry.
        canAct={(deposit) =>
          deposit.status === 'pending' || (deposit.status === 'expired' && deposit.review !== null)
        }
        details={(deposit) => (
          <>
            {deposit.review && (
              <span className={walletStyles.bad} data-testid="deposit-review">
                <FormattedMessage id={`adminWallet.review.${deposit.review}`} />
              </span>
            )}
            {deposit.late && (
              <span className={styles.muted}>
                <FormattedMessage id="adminWallet.late" />
              </span>
            )}
          </>
        )}
        actions={(deposit) => (
          <button
            type="button"
            className="btn btn-primary"
            disabled={act.busy || !online}
            onClick={() => {
              // Crediting a deposit moves money: the admin says yes to the amount and the member.
              setAsked(deposit);
              ask.ask(() => confirm(deposit));
            }}
          >
            <FormattedMessage id="adminWallet.confirm" />
          </button>
        )}
      />
    </>
  );
}

type Settling = { RefId: string; kind: 'pay' | 'reject' } | null;

/** Withdrawals to pay out: an admin transfers the money and records the bank reference, or rejects. */
export function WalletWithdrawals(props: PanelProps<Page<AdminWithdrawal>>) {
  const router = useRouter();
  const [settling, setSettling] = useState<Settling>(null);
  return (
    <WalletQueue
      {...props}
      statuses={['pending', 'paid', 'rejected', 'all']}
      testId="admin-withdrawals"
      rowTestId="admin-withdrawal"
      details={(withdrawal) => (
        <>
          <span>
            {withdrawal.bankName} · {withdrawal.accountNumber} · {withdrawal.accountName}
          </span>
          {withdrawal.bankReference && (
            <span className={styles.muted}>{withdrawal.bankReference}</span>
          )}
          {withdrawal.reason && <span className={styles.muted}>{withdrawal.reason}</span>}
        </>
      )}
      actions={(withdrawal) => (
        <>
          <div className={styles.controls}>
            <button
              type="button"
              onClick={() => setSettling({ RefId: withdrawal.RefId, kind: 'pay' })}
            >
              <FormattedMessage id="adminWallet.pay" />
            </button>
            <button
              type="button"
              className={styles.locked}
              onClick={() => setSettling({ RefId: withdrawal.RefId, kind: 'reject' })}
            >
              <FormattedMessage id="adminWallet.reject" />
            </button>
          </div>
          {settling?.RefId === withdrawal.RefId && (
            <SettleForm
              RefId={withdrawal.RefId}
              kind={settling.kind}
              onCancel={() => setSettling(null)}
              onDone={() => {
                setSettling(null);
                void router.invalidate();
              }}
            />
          )}
        </>
      )}
    />
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
  const submit = useSubmit({ moneyCall: true });
  const tellRecovered = useTellRecovered();
  const keys = useRowKeys();
  const label = kind === 'pay' ? 'adminWallet.bankReference' : 'adminWallet.reason';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      const key = keys.key(RefId);
      const { retried } =
        kind === 'pay'
          ? await payWithdrawal(RefId, text.trim(), key)
          : await rejectWithdrawal(RefId, text.trim(), key);
      keys.done(RefId);
      tellRecovered(retried);
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
      <ConnectionNote note={submit.connection} />
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

interface QueueFilterValue {
  status: QueueStatus;
  q: string;
}

/** Status and phone filter of the queues. */
function QueueFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly QueueStatus[];
  value: QueueFilterValue;
  onChange: (value: QueueFilterValue) => void;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState(value.q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: query.trim() });
  };
  return (
    <form className={`${styles.search} ${walletStyles.filter}`} onSubmit={onSubmit} role="search">
      <select
        className={walletStyles.statusSelect}
        value={value.status}
        aria-label={intl.formatMessage({ id: 'adminWallet.status' })}
        onChange={(event) => onChange({ ...value, status: event.target.value as QueueStatus })}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage({ id: `adminWallet.status.${status}` })}
          </option>
        ))}
      </select>
      <input
        type="search"
        inputMode="tel"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({ id: 'adminWallet.phone' })}
        aria-label={intl.formatMessage({ id: 'adminWallet.phone' })}
      />
      <button className="btn btn-primary" type="submit">
        <FormattedMessage id="admin.search" />
      </button>
    </form>
  );
}

/**
 * One idempotency key per row action, kept across retries of that action (an admin pressing
 * again after a lost answer must not confirm or pay twice); `done` forgets it after an answer.
 */
function useRowKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    key(id: string): string {
      let key = keys.current.get(id);
      if (!key) keys.current.set(id, (key = crypto.randomUUID()));
      return key;
    },
    done(id: string): void {
      keys.current.delete(id);
    },
  };
}
