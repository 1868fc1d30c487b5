import { Navigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { CurrencySwitcher } from '../../../components/CurrencySwitcher';
import { currencyAtom } from '../../../lib/atoms/currency';
import { profileAtom } from '../../../lib/atoms/profile';
import { usePageTitle } from '../../../lib/page-title';
import type { HistoryQuery } from '../api';
import { shownDepositAtom } from '../atoms';
import { paymentTabs, type PaymentTab } from '../wallet';
import { showAmount } from '../../../lib/money';
import { DepositPanel } from './DepositPanel';
import { HistoryPanel } from './HistoryPanel';
import styles from './Payment.module.css';
import { WithdrawPanel } from './WithdrawPanel';

const tabText = {
  deposit: 'payment.deposit',
  withdraw: 'payment.withdraw',
  history: 'payment.history',
} as const;

/**
 * The financial page: the balance, then deposit, withdraw and history as tabs. The history tab
 * shows the view `query` (which the route loader asked for).
 */
export function PaymentPage({
  tab,
  onTab,
  query,
  onQuery,
}: {
  tab: PaymentTab;
  onTab: (tab: PaymentTab) => void;
  query: HistoryQuery;
  onQuery: (query: HistoryQuery) => void;
}) {
  usePageTitle('page.payment');
  const profile = useAtomValue(profileAtom);
  const currency = useAtomValue(currencyAtom);
  const showDeposit = useSetAtom(shownDepositAtom);
  if (!profile) return <Navigate to="/" replace />;

  return (
    <div className={styles.page} data-testid="payment-page">
      <section className={styles.balanceCard}>
        <span className={styles.label}>
          <FormattedMessage id="payment.balance" />
        </span>
        <strong data-testid="payment-balance">{showAmount(profile.balance, currency)}</strong>
        <CurrencySwitcher className={styles.currency} />
      </section>
      <div className={styles.tabs} role="tablist">
        {paymentTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => onTab(name)}
          >
            <FormattedMessage id={tabText[name]} />
          </button>
        ))}
      </div>
      {tab === 'deposit' && <DepositPanel userId={String(profile.id)} />}
      {tab === 'withdraw' && <WithdrawPanel profile={profile} />}
      {tab === 'history' && (
        <HistoryPanel
          query={query}
          onQuery={onQuery}
          onShowQr={(deposit) => {
            showDeposit({ userId: String(profile.id), deposit });
            onTab('deposit');
          }}
        />
      )}
    </div>
  );
}
