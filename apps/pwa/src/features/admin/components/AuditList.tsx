import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { useSubmit } from '../../../lib/use-submit';
import { listAudit, type AuditEntry, type Page } from '../api';
import { PagedList } from './AdminPage';
import styles from './AdminPage.module.css';

/** The audit log, newest first: who did what to whom, and when. */
export function AuditList() {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  // Known actions read in the admin's language; a new one shows its code until it gets a text.
  const actionText = (action: string) => {
    const id = `audit.${action}`;
    return id in intl.messages ? intl.formatMessage({ id }) : action;
  };
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<AuditEntry> | null>(null);
  const load = useSubmit();
  const { run } = load;

  const reload = useCallback(
    () => void run(async () => setData(await listAudit(page))),
    [run, page],
  );
  useEffect(reload, [reload]);

  return (
    <section className={styles.panel}>
      <FormError code={load.formError} />
      <PagedList data={data} page={page} onPage={setPage} testId="audit-list">
        {(entry) => (
          <li key={entry.id} className={styles.row}>
            <div className={styles.main}>
              <strong>{actionText(entry.action)}</strong>
              <span>
                {entry.actor ?? '—'} → {entry.target ?? '—'}
              </span>
              {hasDetail(entry.detail) && (
                <code className={styles.detail}>{JSON.stringify(entry.detail)}</code>
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
