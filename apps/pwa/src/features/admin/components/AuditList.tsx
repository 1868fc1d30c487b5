import { centsToDecimal, type Page } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { drawDay, formatDate } from '../../../lib/format-date';
import { showAmount } from '../../../lib/money';
import type { AuditEntry } from '../api';
import { auditDetailWords, type AuditWords } from '../audit-words';
import { PagedList, type PanelProps } from './AdminPage';
import styles from './AdminPage.module.css';

/** The audit log, newest first: who did what to whom, and when. */
export function AuditList({ list, search, go }: PanelProps<Page<AuditEntry>>) {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const currency = useAtomValue(currencyAtom);
  const words: AuditWords = {
    message: (id) => (id in intl.messages ? intl.formatMessage({ id }) : undefined),
    money: (decimal) => showAmount(decimal, currency),
    cents: (cents) => showAmount(centsToDecimal(cents), currency),
    date: (value, withTime) =>
      formatDate(withTime ? value : drawDay(value), locale, withTime ? 'dateTime' : 'date'),
    number: (value) => intl.formatNumber(value),
  };
  // Known actions read in the admin's language; a new one shows its code until it gets a text.
  const actionText = (action: string) => words.message(`audit.${action}`) ?? action;

  return (
    <section className={styles.panel}>
      <PagedList list={list} page={search.page} onPage={(page) => go({ page })} testId="audit-list">
        {(entry) => (
          <li key={entry.id} className={styles.row}>
            <div className={styles.main}>
              <strong>{actionText(entry.action)}</strong>
              <span>
                {entry.actor ?? '—'} → {entry.target ?? '—'}
              </span>
              {hasDetail(entry.detail) && (
                <span className={styles.detail} data-testid="audit-detail">
                  {auditDetailWords(entry.action, entry.detail, words)}
                </span>
              )}
            </div>
            <span className={styles.muted}>{formatDate(entry.at, locale, 'dateTime')}</span>
          </li>
        )}
      </PagedList>
    </section>
  );
}

/** Detail worth showing: not null and not an empty object. */
function hasDetail(detail: unknown): boolean {
  if (detail === null || detail === undefined) return false;
  return typeof detail !== 'object' || Object.keys(detail).length > 0;
}
