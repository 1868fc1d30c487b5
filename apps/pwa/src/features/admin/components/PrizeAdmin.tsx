import { formatMoney, parseCents, type AdminPrize, type Page } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { currencyAtom } from '../../../lib/atoms/currency';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { useSubmit } from '../../../lib/use-submit';
import { creditPrize, listPrizes } from '../draw-api';
import { PagedList } from './AdminPage';
import styles from './AdminPage.module.css';

type Filter = 'waiting' | 'credited' | 'all';
const filters = [
  ['waiting', 'admin.prizeWaiting'],
  ['credited', 'admin.prizeCredited'],
  ['all', 'admin.prizeAll'],
] as const;

/**
 * Prizes won by sold tickets. Publishing results credits small prizes at once; the ones above the
 * limit wait here until an admin pays them (each at most once: the server refuses a second time).
 */
export function PrizeAdmin() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const [filter, setFilter] = useState<Filter>('waiting');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<AdminPrize> | null>(null);
  const load = useSubmit();
  const { run } = load;

  const reload = useCallback(
    () => void run(async () => setData(await listPrizes(filter, page))),
    [run, filter, page],
  );
  useEffect(reload, [reload]);

  function pay(prize: AdminPrize) {
    void run(async () => {
      await creditPrize(prize.sheetId, prize.kind);
      setData(await listPrizes(filter, page));
    });
  }

  return (
    <section className={styles.panel} data-testid="prize-admin">
      <div className={styles.controls}>
        <label>
          <FormattedMessage id="admin.prizeFilter" />{' '}
          <select
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(1);
            }}
          >
            {filters.map(([value, id]) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError code={load.formError} />
      <PagedList data={data} page={page} onPage={setPage}>
        {(prize) => (
          <li key={`${prize.sheetId}-${prize.kind}`} className={styles.row}>
            <div className={styles.main}>
              <strong>
                {prize.number} · <FormattedMessage id={`prize.${prize.kind}`} /> ·{' '}
                {formatMoney(parseCents(prize.amount) ?? 0, currency)}
              </strong>
              <span>
                {prize.member.name} ({prize.member.username}) · {prize.roundName}
              </span>
              <span className={styles.muted}>
                {formatDate(prize.creditedAt ?? prize.settledAt, locale, 'dateTime')}
              </span>
            </div>
            <div className={styles.controls}>
              {prize.status === 'waiting' ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={load.busy}
                  onClick={() => pay(prize)}
                >
                  <FormattedMessage id="admin.prizeCredit" />
                </button>
              ) : (
                <span className={styles.unlocked}>
                  <FormattedMessage id="admin.prizeCredited" />
                </span>
              )}
            </div>
          </li>
        )}
      </PagedList>
    </section>
  );
}
