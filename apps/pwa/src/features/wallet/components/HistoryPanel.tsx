import type { Deposit, Page, Withdrawal } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { onlineAtom } from '../../../lib/atoms/online';
import { formatDate } from '../../../lib/format-date';
import { errorCodeOf } from '../../../lib/forms';
import { useLoad } from '../../../lib/use-load';
import { depositHistory, HISTORY_PAGE_SIZE, withdrawHistory } from '../api';
import { lastDays, showAmount, type DayRange } from '../wallet';
import styles from './Payment.module.css';

type Kind = 'deposits' | 'withdrawals';
type Row = Deposit | Withdrawal;

/** Deposits and withdrawals between two days (the last 30 by default), newest first, paged. */
export function HistoryPanel() {
  const intl = useIntl();
  const online = useAtomValue(onlineAtom);
  const [kind, setKind] = useState<Kind>('deposits');
  const [range, setRange] = useState<DayRange>(() => lastDays(new Date()));
  const [page, setPage] = useState(1);
  const load = () =>
    (kind === 'deposits' ? depositHistory(range, page) : withdrawHistory(range, page)) as Promise<
      Page<Row>
    >;
  const key = online ? `${kind}|${range.StartDate}|${range.endDate}|${page}` : null;
  const { data, error, loading } = useLoad(load, key);

  const changeRange = (field: keyof DayRange, value: string) => {
    if (!value) return;
    setRange((current) => ({ ...current, [field]: value }));
    setPage(1);
  };
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <section className={styles.card} data-testid="history-panel">
      <div className={styles.segments} role="group">
        {(['deposits', 'withdrawals'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={kind === name}
            onClick={() => {
              setKind(name);
              setPage(1);
            }}
          >
            <FormattedMessage
              id={name === 'deposits' ? 'payment.deposits' : 'payment.withdrawals'}
            />
          </button>
        ))}
      </div>
      <div className={styles.range}>
        <label>
          <FormattedMessage id="payment.from" />
          <input
            type="date"
            name="StartDate"
            value={range.StartDate}
            max={range.endDate}
            onChange={(event) => changeRange('StartDate', event.target.value)}
          />
        </label>
        <label>
          <FormattedMessage id="payment.to" />
          <input
            type="date"
            name="endDate"
            value={range.endDate}
            min={range.StartDate}
            onChange={(event) => changeRange('endDate', event.target.value)}
          />
        </label>
      </div>
      {!online && (
        <p className={styles.notice}>
          <FormattedMessage id="payment.offline" />
        </p>
      )}
      <FormError code={error === undefined ? null : errorCodeOf(error)} />
      <ul className={styles.history} data-testid={`history-${kind}`} aria-busy={loading}>
        {data?.items.map((row) => (
          <HistoryRow key={row.RefId} row={row} />
        ))}
        {data && data.items.length === 0 && (
          <li className={styles.muted}>
            <FormattedMessage id="payment.noHistory" />
          </li>
        )}
      </ul>
      {pages > 1 && (
        <div className={styles.pager}>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            aria-label={intl.formatMessage({ id: 'payment.previous' })}
          >
            ‹
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            aria-label={intl.formatMessage({ id: 'payment.next' })}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}

function HistoryRow({ row }: { row: Row }) {
  const currency = useAtomValue(currencyAtom);
  const locale = useAtomValue(localeAtom);
  const withdrawal = 'bankName' in row ? row : null;
  return (
    <li className={styles.historyRow} data-testid="history-row">
      <div className={styles.rowMain}>
        <strong>{showAmount(row.amt, currency)}</strong>
        <span className={styles.muted}>{formatDate(row.createdAt, locale, 'dateTime')}</span>
        <code className={styles.small}>{row.RefId}</code>
        {withdrawal?.bankReference && (
          <span className={styles.small}>
            <FormattedMessage id="payment.bankReference" />: {withdrawal.bankReference}
          </span>
        )}
        {withdrawal?.reason && <span className={styles.small}>{withdrawal.reason}</span>}
      </div>
      <span className={styles.status} data-status={row.status}>
        <FormattedMessage id={`payment.status.${row.status}`} />
      </span>
    </li>
  );
}
