import { centsToDecimal, type Page } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { showAmount } from '../../../lib/money';
import type { AuditEntry } from '../api';
import { PagedList, type PanelProps } from './AdminPage';
import styles from './AdminPage.module.css';

/** The audit log, newest first: who did what to whom, and when. */
export function AuditList({ list, search, go }: PanelProps<Page<AuditEntry>>) {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  // Known actions read in the admin's language; a new one shows its code until it gets a text.
  const actionText = (action: string) => {
    const id = `audit.${action}`;
    return id in intl.messages ? intl.formatMessage({ id }) : action;
  };
  const currency = useAtomValue(currencyAtom);
  const known = (id: string, fallback: string) =>
    id in intl.messages ? intl.formatMessage({ id }) : fallback;
  const words: Words = {
    field: (key) => known(`audit.field.${key}`, key),
    value: (value) => known(`audit.value.${value}`, value),
    cents: (cents) => showAmount(centsToDecimal(cents), currency),
  };

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
                  {detailWords(entry.detail, words)}
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

interface Words {
  field: (key: string) => string;
  value: (value: string) => string;
  cents: (cents: number) => string;
}

/**
 * An action's detail in words: "from → to" for a change, else "field: value" pairs with the
 * field names and known values in the admin's language, cents as money.
 */
function detailWords(detail: unknown, words: Words): string {
  if (typeof detail !== 'object' || detail === null) return String(detail);
  const fields = detail as Record<string, unknown>;
  const text = (value: unknown): string => {
    if (typeof value === 'string') return words.value(value);
    if (Array.isArray(value)) return value.map(text).join(', ');
    if (typeof value === 'object' && value !== null) return JSON.stringify(value);
    return String(value);
  };
  return Object.entries(fields)
    .filter(([key]) => key !== 'to' || !('from' in fields))
    .map(([key, value]) => {
      if (key === 'from' && 'to' in fields) return `${text(value)} → ${text(fields.to)}`;
      if (key === 'cents' && typeof value === 'number')
        return `${words.field('amount')}: ${words.cents(value)}`;
      return `${words.field(key)}: ${text(value)}`;
    })
    .join(' · ');
}

/** Detail worth showing: not null and not an empty object. */
function hasDetail(detail: unknown): boolean {
  if (detail === null || detail === undefined) return false;
  return typeof detail !== 'object' || Object.keys(detail).length > 0;
}
