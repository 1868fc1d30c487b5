import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { useSubmit } from '../../../lib/use-submit';
import { listMembers, setMemberLocked, setMemberRole, type Member, type Page } from '../api';
import { PagedList } from './AdminPage';
import styles from './AdminPage.module.css';

/** Members with search, lock/unlock and role change (each action is written to the audit log). */
export function MemberList() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<Member> | null>(null);
  const load = useSubmit();
  const act = useSubmit();
  const { run } = load;

  const reload = useCallback(
    () => void run(async () => setData(await listMembers(search, page))),
    [run, search, page],
  );
  useEffect(reload, [reload]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setSearch(query.trim());
  };

  const replace = (member: Member) =>
    setData(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) => (item.id === member.id ? member : item)),
        },
    );

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
      <FormError code={load.formError ?? act.formError} />
      <PagedList data={data} page={page} onPage={setPage} testId="member-list">
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
                  void act.run(async () => replace(await setMemberRole(member.id, role)));
                }}
              >
                <option value="member">{intl.formatMessage({ id: 'admin.roleMember' })}</option>
                <option value="admin">{intl.formatMessage({ id: 'admin.roleAdmin' })}</option>
              </select>
              <button
                type="button"
                className={member.locked ? styles.locked : styles.unlocked}
                disabled={act.busy}
                onClick={() =>
                  void act.run(async () =>
                    replace(await setMemberLocked(member.id, !member.locked)),
                  )
                }
              >
                <FormattedMessage id={member.locked ? 'admin.unlock' : 'admin.lock'} />
              </button>
            </div>
          </li>
        )}
      </PagedList>
    </section>
  );
}
