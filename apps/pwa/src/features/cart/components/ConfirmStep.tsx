import { parseCents } from '@lottery/contracts';
import { FormattedMessage } from 'react-intl';
import { ConnectionNote, FormError } from '../../../components/Field';
import type { CartItem } from '../../../lib/atoms/cart';
import type { DrawerState } from '../drawer-state';
import styles from './Cart.module.css';

/** Step 2: what is bought, for whom, the total and the balance after; cancel or confirm. */
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
          <dd data-testid="confirm-total">{money(totalCents)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="cart.balanceAfter" />
          </dt>
          <dd>{money(Math.max(0, balanceCents - totalCents))}</dd>
        </div>
      </dl>
      <FormError code={state.payError} />
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
