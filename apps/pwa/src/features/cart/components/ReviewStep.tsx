import { mdiAlertOutline, mdiCashPlus } from '@mdi/js';
import { Link } from '@tanstack/react-router';
import { ErrorCode } from '@lottery/contracts';
import { useAtom, useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { cartQuantity, firstTimeAgreedAtom, type CartItem } from '../../../lib/atoms/cart';
import { onlineAtom } from '../../../lib/atoms/online';
import { codeText } from '../../../lib/forms';
import type { DrawerEvent, DrawerState } from '../drawer-state';
import { allSoldOut, checkoutLines } from '../rules';
import { CartLines } from './CartLines';
import { BuyModeToggle, CustomerFields } from './CustomerFields';
import styles from './Cart.module.css';

/**
 * Step 1: the first-time notice, the lines (with "already bought" and sold-out states), the
 * not-enough-tickets notice, then either "see more tickets" (all sold out) or the buy mode, the
 * friend's details, the totals and "pay".
 */
export function ReviewStep({
  state,
  dispatch,
  cart,
  money,
  totalCents,
  balanceCents,
  withIdentity,
  onQty,
  onRemove,
  onPay,
  onSeeMore,
  onClose,
}: {
  state: DrawerState;
  dispatch: (event: DrawerEvent) => void;
  cart: CartItem[];
  money: (cents: number) => string;
  totalCents: number;
  balanceCents: number;
  withIdentity: boolean;
  onQty: (item: CartItem, qty: number) => void;
  onRemove: (item: CartItem) => void;
  onPay: () => void;
  onSeeMore: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [agreed, setAgreed] = useAtom(firstTimeAgreedAtom);
  // Buying needs the network: offline, "pay" is disabled and says why.
  const online = useAtomValue(onlineAtom);
  const { short, payError } = state;
  const shortNumbers = short
    ? cart
        .filter((item) => item._id in short)
        .map((item) =>
          intl.formatMessage(
            { id: 'cart.shortLine' },
            { number: item.number, count: Number(short[item._id]) },
          ),
        )
    : [];

  return (
    <div className={styles.panel} data-testid="cart-review">
      {!agreed && (
        <div className={styles.notice} role="note" data-testid="first-time-notice">
          <p>
            <FormattedMessage id="cart.firstTimeNotice" />
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => setAgreed(true)}>
            <FormattedMessage id="cart.agree" />
          </button>
        </div>
      )}
      <CartLines
        items={cart}
        alreadyBought={state.alreadyBought}
        firstTime={!agreed}
        onQty={onQty}
        onRemove={onRemove}
      />
      {state.checking && (
        <p className={styles.muted} aria-live="polite">
          <FormattedMessage id="cart.checking" />
        </p>
      )}
      {short && (
        <div className={styles.alert} role="alert" data-testid="not-enough-tickets">
          <Icon path={mdiAlertOutline} />
          <p>
            {codeText(intl, ErrorCode.NotEnoughProduct)}
            {shortNumbers.length > 0 && `: ${shortNumbers.join(', ')}`}
          </p>
        </div>
      )}
      {allSoldOut(cart) ? (
        <div className={styles.soldOut} data-testid="all-sold-out">
          <p>
            <FormattedMessage id="cart.allSoldOut" />
          </p>
          <button type="button" className="btn btn-primary" onClick={onSeeMore}>
            <FormattedMessage id="cart.seeMore" />
          </button>
        </div>
      ) : (
        <>
          <BuyModeToggle
            mode={state.mode}
            onChange={(mode) => dispatch({ type: 'modeChanged', mode })}
          />
          {state.mode === '1' ? (
            <CustomerFields
              form={state.form}
              errors={state.errors}
              withIdentity={withIdentity}
              onChange={(form) => dispatch({ type: 'formChanged', form })}
            />
          ) : (
            <p className={styles.muted}>
              <FormattedMessage id="cart.myselfHelp" />
            </p>
          )}
          <dl className={styles.summary}>
            <div>
              <dt>
                <FormattedMessage id="cart.quantityTotal" />
              </dt>
              <dd data-testid="cart-quantity">{cartQuantity(cart)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="cart.total" />
              </dt>
              <dd data-testid="cart-total">{money(totalCents)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="cart.balance" />
              </dt>
              <dd data-testid="cart-balance">{money(balanceCents)}</dd>
            </div>
          </dl>
          {balanceCents < totalCents && (
            <div className={styles.alert} data-testid="balance-not-enough">
              <Icon path={mdiAlertOutline} />
              <div>
                <p>{codeText(intl, ErrorCode.InsufficientBalance)}</p>
                <p>
                  <FormattedMessage id="cart.topUpHelp" />
                </p>
                <Link
                  to="/profile/payment"
                  search={{ type: 'deposit' }}
                  className={styles.inlineLink}
                  onClick={onClose}
                >
                  <Icon path={mdiCashPlus} size={18} />
                  <FormattedMessage id="cart.topUp" />
                </Link>
              </div>
            </div>
          )}
          {payError !== ErrorCode.NotEnoughProduct && <FormError code={payError} />}
          {!online && (
            <p role="status" data-testid="cart-offline">
              <FormattedMessage id="cart.offline" />
            </p>
          )}
          <button
            type="button"
            className={`btn btn-primary ${styles.payButton}`}
            data-testid="cart-pay"
            disabled={checkoutLines(cart).length === 0 || state.checking || !online}
            onClick={onPay}
          >
            <FormattedMessage id="cart.pay" values={{ total: money(totalCents) }} />
          </button>
        </>
      )}
    </div>
  );
}
