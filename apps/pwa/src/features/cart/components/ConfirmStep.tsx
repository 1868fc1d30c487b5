import { parseCents } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { ConnectionNote, FormError } from '../../../components/Field';
import type { CartItem } from '../../../lib/atoms/cart';
import { quoteCart, quoteKey } from '../api';
import type { DrawerState } from '../drawer-state';
import { checkoutLines } from '../rules';
import styles from './Cart.module.css';

/**
 * Step 2: what is bought, for whom, the total, the balance after and the spending limits left;
 * cancel or confirm. The figures are the server's quote (its prices, the checkout's own pricing);
 * offline, the cart's own arithmetic stands in.
 */
export function ConfirmStep({
  state,
  cart,
  money,
  totalCents,
  balanceCents,
  onCancel,
  onConfirm,
}: {
  state: DrawerState;
  cart: CartItem[];
  money: (cents: number) => string;
  totalCents: number;
  balanceCents: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const friend = state.form.cusName.trim();
  const lines = checkoutLines(cart);
  const quote = useQuery({
    queryKey: quoteKey(lines),
    queryFn: () => quoteCart(lines),
    staleTime: 0,
    retry: false,
  }).data;
  const total = quote ? (parseCents(quote.total) ?? totalCents) : totalCents;
  const after = quote
    ? (parseCents(quote.balanceAfter.replace('-', '')) ?? 0) *
      (quote.balanceAfter.startsWith('-') ? -1 : 1)
    : balanceCents - totalCents;
  const left = (amount: string | null | undefined) =>
    amount === null || amount === undefined ? null : money(parseCents(amount) ?? 0);
  const dailyLeft = left(quote?.limitsLeft.daily);
  const monthlyLeft = left(quote?.limitsLeft.monthly);
  return (
    <div className={styles.panel} data-testid="cart-confirm">
      <h3 className={styles.stepTitle}>
        <FormattedMessage id="cart.confirmTitle" />
      </h3>
      <ul className={styles.confirmLines}>
        {cart
          .filter((item) => item.qty > 0)
          .map((item) => (
            <li key={item._id}>
              <span className={styles.lineNumber}>{item.number}</span>
              <span>
                {item.qty} × {money(parseCents(item.amt) ?? 0)}
              </span>
            </li>
          ))}
      </ul>
      <p className={styles.muted}>
        {state.mode === '2' ? (
          <FormattedMessage id="cart.confirmMyself" />
        ) : friend ? (
          <FormattedMessage id="cart.confirmFriend" values={{ name: friend }} />
        ) : (
          <FormattedMessage id="cart.modeFriend" />
        )}
      </p>
      <dl className={styles.summary}>
        <div>
          <dt>
            <FormattedMessage id="cart.total" />
          </dt>
          <dd data-testid="confirm-total">{money(total)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="cart.balanceAfter" />
          </dt>
          <dd data-testid="confirm-balance-after">{money(Math.max(0, after))}</dd>
        </div>
        {dailyLeft !== null && (
          <div>
            <dt>
              <FormattedMessage id="cart.dailyLeft" />
            </dt>
            <dd data-testid="confirm-daily-left">{dailyLeft}</dd>
          </div>
        )}
        {monthlyLeft !== null && (
          <div>
            <dt>
              <FormattedMessage id="cart.monthlyLeft" />
            </dt>
            <dd data-testid="confirm-monthly-left">{monthlyLeft}</dd>
          </div>
        )}
      </dl>
      <FormError code={state.payError ?? quote?.refusal ?? null} />
      <ConnectionNote note={state.connection} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="confirm-pay"
          onClick={onConfirm}
        >
          <FormattedMessage id="cart.confirmPay" />
        </button>
      </div>
    </div>
  );
}
