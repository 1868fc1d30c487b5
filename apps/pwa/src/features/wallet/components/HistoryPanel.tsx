import type { Deposit } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField, historyYears } from '../../../components/DateField';
import { QueryStatus } from '../../../components/QueryStatus';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { showAmount } from '../../../lib/money';
import { HISTORY_PAGE_SIZE, historyQuery, type HistoryQuery, type HistoryRow as Row } from '../api';
import type { DayRange } from '../wallet';
import styles from './Payment.module.css';

/**
 * Deposits and withdrawals between two days (the last 30 by default), newest first, paged.
 * `query` is the view shown (its query: loading, failed with "try again", offline); `onQuery` asks
 * for another view.
 */
export function HistoryPanel({
  query,
  onQuery,
  onShowQr,
}: {
  query: HistoryQuery;
  onQuery: (query: HistoryQuery) => void;
  /** A pending deposit's QR code, shown again (the member left the page before paying). */
  onShowQr: (deposit: Deposit) => void;
}) {
  const intl = useIntl();
  const { kind, range, page } = query;
  const history = useQuery(historyQuery(query));
  const data = history.data;
  const setPage = (next: number) => onQuery({ ...query, page: next });

  const changeRange = (field: keyof DayRange, value: string) => {
    if (!value) return;
    onQuery({ ...query, range: { ...range, [field]: value }, page: 1 });
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
            onClick={() => onQuery({ ...query, kind: name, page: 1 })}
          >
            <FormattedMessage
              id={name === 'deposits' ? 'payment.deposits' : 'payment.withdrawals'}
            />
          </button>
        ))}
      </div>
      <div className={styles.range}>
        <DateField
          name="StartDate"
          label={<FormattedMessage id="payment.from" />}
          value={range.StartDate}
          years={historyYears()}
          onChange={(value) => changeRange('StartDate', value)}
        />
        <DateField
          name="endDate"
          label={<FormattedMessage id="payment.to" />}
          value={range.endDate}
          years={historyYears()}
          onChange={(value) => changeRange('endDate', value)}
        />
      </div>
      <QueryStatus query={history} testId="history" />
      <ul className={styles.history} data-testid={`history-${kind}`}>
        {data?.items.map((row) => (
          <HistoryRow key={row.RefId} row={row} onShowQr={onShowQr} />
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

function HistoryRow({ row, onShowQr }: { row: Row; onShowQr: (deposit: Deposit) => void }) {
  const currency = useAtomValue(currencyAtom);
  const locale = useAtomValue(localeAtom);
  const withdrawal = 'bankName' in row ? row : null;
  const pendingDeposit = 'khqr' in row && row.status === 'pending' ? row : null;
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
        {pendingDeposit && (
          <button
            type="button"
            className={`btn btn-outline ${styles.showQr}`}
            onClick={() => onShowQr(pendingDeposit)}
          >
            <FormattedMessage id="payment.showQr" />
          </button>
        )}
      </div>
      <span className={styles.status} data-status={row.status}>
        <FormattedMessage id={`payment.status.${row.status}`} />
      </span>
    </li>
  );
}
