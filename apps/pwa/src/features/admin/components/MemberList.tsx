import type { Page, SpendingLimits } from '@lottery/contracts';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { LimitsSummary } from '../../../components/LimitsSummary';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { useSubmit } from '../../../lib/use-submit';
import {
  memberLimits,
  setMemberLocked,
  setMemberPaymentType,
  setMemberRole,
  type Member,
} from '../api';
import { PagedList, type PanelProps } from './AdminPage';
import styles from './AdminPage.module.css';

/** Members with search, lock/unlock, role and payment type change (each action is written to the audit log). */
export function MemberList({ list, search, go }: PanelProps<Page<Member>>) {
  const intl = useIntl();
  const router = useRouter();
  const locale = useAtomValue(localeAtom);
  const [query, setQuery] = useState(search.q ?? '');
  const act = useSubmit();
  const [shownLimits, setShownLimits] = useState<{
    id: Member['id'];
    limits: SpendingLimits;
  } | null>(null);
  const toggleLimits = (id: Member['id']) => {
    if (shownLimits?.id === id) return setShownLimits(null);
    void act.run(async () => setShownLimits({ id, limits: await memberLimits(id) }));
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: query.trim(), page: 1 });
  };

  /** Runs an action on a member, then shows the list as it now is. */
  const change = (action: () => Promise<Member>) =>
    void act.run(async () => {
      await action();
      await router.invalidate();
    });

  return (
    <section className={styles.panel}>
      <form className={styles.search} onSubmit={onSearch} role="search">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={intl.formatMessage({ id: 'admin.searchPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'admin.searchPlaceholder' })}
        />
        <button className="btn btn-primary" type="submit">
          <FormattedMessage id="admin.search" />
        </button>
      </form>
      <FormError code={act.formError} />
      <PagedList
        list={list}
        page={search.page}
        onPage={(page) => go({ page })}
        testId="member-list"
      >
        {(member) => (
          <li key={member.id} className={styles.row}>
            <div className={styles.main}>
              <strong>{member.name}</strong>
              <span>{member.username}</span>
              <span className={styles.muted}>{formatDate(member.createdAt, locale)}</span>
            </div>
            <div className={styles.controls}>
              <select
                value={member.role}
                disabled={act.busy}
                aria-label={intl.formatMessage({ id: 'admin.role' })}
                onChange={(event) => {
                  const role = event.target.value as Member['role'];
                  change(() => setMemberRole(member.id, role));
                }}
              >
                <option value="member">{intl.formatMessage({ id: 'admin.roleMember' })}</option>
                <option value="admin">{intl.formatMessage({ id: 'admin.roleAdmin' })}</option>
              </select>
              <select
                value={member.prefixPayment}
                disabled={act.busy}
                aria-label={intl.formatMessage({ id: 'admin.paymentType' })}
                onChange={(event) => {
                  const type = event.target.value as Member['prefixPayment'];
                  change(() => setMemberPaymentType(member.id, type));
                }}
              >
                <option value="topup">{intl.formatMessage({ id: 'admin.paymentTopup' })}</option>
                <option value="other">{intl.formatMessage({ id: 'admin.paymentOther' })}</option>
              </select>
              <button
                type="button"
                className={member.locked ? styles.locked : styles.unlocked}
                disabled={act.busy}
                onClick={() => change(() => setMemberLocked(member.id, !member.locked))}
              >
                <FormattedMessage id={member.locked ? 'admin.unlock' : 'admin.lock'} />
              </button>
              <button
                type="button"
                aria-pressed={shownLimits?.id === member.id}
                onClick={() => toggleLimits(member.id)}
              >
                <FormattedMessage id="admin.limits" />
              </button>
            </div>
            {shownLimits?.id === member.id && (
              <div className={styles.rowError}>
                <LimitsSummary limits={shownLimits.limits} />
              </div>
            )}
          </li>
        )}
      </PagedList>
    </section>
  );
}
