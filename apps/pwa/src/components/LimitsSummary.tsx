import type { LimitState, SpendingLimits } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { currencyAtom } from '../lib/atoms/currency';
import { localeAtom } from '../lib/atoms/locale';
import { formatDate } from '../lib/format-date';
import { showAmount } from '../lib/money';
import styles from './LimitsSummary.module.css';

/** A member's limits as words: what is in effect, a raise waiting its time, the break, spending. */
export function LimitsSummary({ limits }: { limits: SpendingLimits }) {
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const amount = (value: string | null) =>
    value === null ? <FormattedMessage id="limits.none" /> : showAmount(value, currency);
  const row = (label: 'limits.daily' | 'limits.monthly', state: LimitState, spent: string) => (
    <li>
      <span>
        <FormattedMessage id={label} />
      </span>
      <strong>{amount(state.amount)}</strong>
      <small>
        <FormattedMessage id="limits.spent" values={{ amount: showAmount(spent, currency) }} />
        {state.next && (
          <>
            {' · '}
            <FormattedMessage
              id="limits.nextFrom"
              values={{
                amount: amount(state.next.amount),
                date: formatDate(state.next.from, locale, 'dateTime'),
              }}
            />
          </>
        )}
      </small>
    </li>
  );
  return (
    <ul className={styles.summary} data-testid="limits-summary">
      {row('limits.daily', limits.daily, limits.spentToday)}
      {row('limits.monthly', limits.monthly, limits.spentThisMonth)}
      {limits.breakUntil && (
        <li className={styles.break} data-testid="limits-break">
          <FormattedMessage
            id="limits.breakUntil"
            values={{ date: formatDate(limits.breakUntil, locale, 'dateTime') }}
          />
        </li>
      )}
    </ul>
  );
}
