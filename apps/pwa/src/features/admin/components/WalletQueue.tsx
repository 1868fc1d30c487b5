import { formatMoney, parseCents, type Currency } from '@lottery/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QueueStatus } from '../wallet-api';
import styles from './AdminPage.module.css';
import walletStyles from './Wallet.module.css';

export interface QueueFilterValue {
  status: QueueStatus;
  q: string;
}

/** Status and phone filter shared by the deposits and withdrawals queues. */
export function QueueFilter({
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
export function useRowKeys() {
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

/** A wire amount ("12.50") in the admin's active currency. */
export const money = (amt: string, currency: Currency) =>
  formatMoney(parseCents(amt) ?? 0, currency);
