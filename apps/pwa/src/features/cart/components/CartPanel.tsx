import { mdiAlertOutline, mdiCartRemove, mdiCartOutline, mdiCashPlus } from '@mdi/js';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import {
  ErrorCode,
  formatMoney,
  parseCents,
  type CheckoutAnswer,
  type ShortLines,
} from '@lottery/contracts';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { ApiError } from '../../../lib/api-error';
import {
  cartAtom,
  cartTempAtom,
  clearCartAtom,
  firstTimeAgreedAtom,
  removeFromCartAtom,
  replaceCartAtom,
  type CartItem,
} from '../../../lib/atoms/cart';
import { currencyAtom } from '../../../lib/atoms/currency';
import { homeDrawAtom } from '../../../lib/atoms/home-draw';
import { overlayAtom } from '../../../lib/atoms/overlay';
import type { Profile } from '../../../lib/atoms/profile';
import { codeText, errorCodeOf, type FieldErrors } from '../../../lib/forms';
import { stockUpdateAtom } from '../../../lib/atoms/stock';
import { refreshProfile } from '../../../lib/profile';
import { checkout, checkProducts } from '../api';
import {
  checkCustomerForm,
  checkoutRequest,
  emptyCustomerForm,
  type BuyMode,
  type CustomerForm,
} from '../form';
import {
  allSoldOut,
  alreadyBoughtIds,
  applyStockCheck,
  cartQuantity,
  cartTotalCents,
  checkoutLines,
  seeMoreGoesHome,
} from '../rules';
import { CartLines } from './CartLines';
import { BuyModeToggle, CustomerFields } from './CustomerFields';
import { Receipt } from './Receipt';
import styles from './Cart.module.css';

type Step = 1 | 2 | 3;

/**
 * The cart drawer's content (spec sections 2 and 4): 1 review and customer details, 2 payment
 * confirmation, 3 success. `open` false resets it to step 1 (from the receipt it also goes home).
 */
export function CartPanel({
  open,
  profile,
  onClose,
  onPurchased,
}: {
  open: boolean;
  profile: Profile;
  onClose: () => void;
  onPurchased: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const currency = useAtomValue(currencyAtom);
  const [draw, setDraw] = useAtom(homeDrawAtom);
  const cart = useAtomValue(cartAtom);
  const setCartTemp = useSetAtom(cartTempAtom);
  const setStockUpdate = useSetAtom(stockUpdateAtom);
  const replaceCart = useSetAtom(replaceCartAtom);
  const removeLine = useSetAtom(removeFromCartAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const [agreed, setAgreed] = useAtom(firstTimeAgreedAtom);
  const setOverlay = useSetAtom(overlayAtom);

  const [step, setStep] = useState<Step>(1);
  const [answer, setAnswer] = useState<CheckoutAnswer | null>(null);
  const [mode, setMode] = useState<BuyMode>('1');
  const [form, setForm] = useState<CustomerForm>(emptyCustomerForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [payError, setPayError] = useState<number | null>(null);
  const [short, setShort] = useState<ShortLines | null>(null);
  const [alreadyBought, setAlreadyBought] = useState<Set<string>>(new Set());
  const [emptied, setEmptied] = useState(false);
  const [checking, setChecking] = useState(false);
  // One key per checkout attempt, kept when the attempt is retried after a lost answer.
  const attemptKey = useRef<string | null>(null);
  // Leaving the receipt by its "my tickets" link must not then send the browser home.
  const stayOnClose = useRef(false);

  const withIdentity = profile.prefixPayment !== 'topup';
  const totalCents = cartTotalCents(cart);
  const balanceCents = parseCents(profile.balance) ?? 0;
  const notEnoughBalance = balanceCents < totalCents;
  const money = (cents: number) => formatMoney(cents, currency);

  /** Re-checks the lines with the server (spec 4); what changed since shows as "already bought". */
  /** The stock-update event: fresh sheet counts for what was just bought, for cards on screen. */
  async function announceStock(ids: string[]) {
    try {
      const fresh = await checkProducts(ids);
      setStockUpdate((known) => ({
        ...known,
        ...Object.fromEntries(fresh.map((p) => [p._id, p.r])),
      }));
    } catch {
      // The cards refresh with the next page load anyway.
    }
  }

  async function recheck(items: CartItem[]) {
    setCartTemp(items);
    if (items.length === 0) return;
    setChecking(true);
    try {
      const next = applyStockCheck(items, await checkProducts(items.map((item) => item._id)));
      replaceCart(next);
      setAlreadyBought(alreadyBoughtIds(items, next));
    } catch {
      // Offline or refused: the lines keep their last known stock; checkout checks again anyway.
    } finally {
      setChecking(false);
    }
  }

  useEffect(() => {
    if (open) {
      setEmptied(false);
      void recheck(cart);
      // The balance shown next to the total must be today's (a top-up may have arrived).
      void refreshProfile();
      return;
    }
    if (step === 3 && !stayOnClose.current) void navigate({ to: '/' });
    stayOnClose.current = false;
    setStep(1);
    setShort(null);
    setPayError(null);
    setAlreadyBought(new Set());
    // Only opening and closing the drawer start this, not every change of the cart.
  }, [open]);

  function remove(item: CartItem) {
    removeLine(item._id);
    if (cart.length === 1) setEmptied(true);
  }

  function toPayment() {
    setPayError(null);
    if (notEnoughBalance) {
      setPayError(ErrorCode.InsufficientBalance);
      return;
    }
    const found = checkCustomerForm(mode, form, profile.prefixPayment);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    attemptKey.current = crypto.randomUUID();
    setStep(2);
  }

  async function pay() {
    const key = (attemptKey.current ??= crypto.randomUUID());
    setOverlay(true);
    setPayError(null);
    try {
      const request = checkoutRequest(cart, mode, form, profile.prefixPayment, draw?._id);
      const done = await checkout(request, key);
      void announceStock(request.products.map((line) => line.productId));
      attemptKey.current = null;
      setAnswer(done);
      setStep(3);
      clearCart();
      setForm(emptyCustomerForm);
      setErrors({});
      onPurchased();
      void refreshProfile();
    } catch (error) {
      const code = errorCodeOf(error);
      // No answer at all: the same attempt may be retried with the same key, never bought twice.
      const lost = error instanceof ApiError && error.status === 0;
      if (!lost) attemptKey.current = null;
      setPayError(code);
      if (code === ErrorCode.NotEnoughProduct) {
        setShort(error instanceof ApiError ? error.fields : {});
        setStep(1);
        void recheck(cart);
      } else if (code === ErrorCode.InsufficientBalance) {
        setStep(1);
        void refreshProfile();
      } else if (code === ErrorCode.GameEventClosed) {
        // Asking for the draw again empties the cart and shows that it waits (spec section 4).
        setDraw(undefined);
      }
    } finally {
      setOverlay(false);
    }
  }

  function seeMore() {
    onClose();
    if (seeMoreGoesHome(pathname)) void navigate({ to: '/' });
  }

  if (step === 3 && answer) {
    return (
      <Receipt
        answer={answer}
        onDone={() => {
          stayOnClose.current = true;
          onClose();
        }}
      />
    );
  }

  if (draw && draw.status !== 'ONGO') return <Empty textId="cart.waiting" />;

  if (cart.length === 0) {
    return emptied ? (
      <Empty textId="cart.emptied" icon={mdiCartRemove}>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </button>
      </Empty>
    ) : (
      <Empty textId="cart.empty" />
    );
  }

  if (step === 2) {
    const lines = cart.filter((item) => item.qty > 0);
    return (
      <div className={styles.panel} data-testid="cart-confirm">
        <h3 className={styles.stepTitle}>
          <FormattedMessage id="cart.confirmTitle" />
        </h3>
        <ul className={styles.confirmLines}>
          {lines.map((item) => (
            <li key={item._id}>
              <span className={styles.lineNumber}>{item.number}</span>
              <span>
                {item.qty} × {money(parseCents(item.amt) ?? 0)}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>
          {mode === '2' ? (
            <FormattedMessage id="cart.confirmMyself" />
          ) : form.cusName.trim() ? (
            <FormattedMessage id="cart.confirmFriend" values={{ name: form.cusName.trim() }} />
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
        <FormError code={payError} />
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => setStep(1)}>
            <FormattedMessage id="common.cancel" />
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-testid="confirm-pay"
            onClick={() => void pay()}
          >
            <FormattedMessage id="cart.confirmPay" />
          </button>
        </div>
      </div>
    );
  }

  const soldOut = allSoldOut(cart);
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
        alreadyBought={alreadyBought}
        firstTime={!agreed}
        onQty={(item, qty) => replaceCart([{ ...item, qty }])}
        onRemove={remove}
      />
      {checking && (
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
      {soldOut ? (
        <div className={styles.soldOut} data-testid="all-sold-out">
          <p>
            <FormattedMessage id="cart.allSoldOut" />
          </p>
          <button type="button" className="btn btn-primary" onClick={seeMore}>
            <FormattedMessage id="cart.seeMore" />
          </button>
        </div>
      ) : (
        <>
          <BuyModeToggle
            mode={mode}
            onChange={(next) => {
              setMode(next);
              setErrors({});
            }}
          />
          {mode === '1' ? (
            <CustomerFields
              form={form}
              errors={errors}
              withIdentity={withIdentity}
              onChange={(next) => {
                setForm(next);
                // A field's error goes as soon as the field is changed; the rest stay.
                setErrors((previous) =>
                  Object.fromEntries(
                    Object.entries(previous).filter(
                      ([field]) =>
                        next[field as keyof CustomerForm] === form[field as keyof CustomerForm],
                    ),
                  ),
                );
              }}
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
          {notEnoughBalance && (
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
          {payError !== null && payError !== ErrorCode.NotEnoughProduct && (
            <FormError code={payError} />
          )}
          <button
            type="button"
            className={`btn btn-primary ${styles.payButton}`}
            data-testid="cart-pay"
            disabled={checkoutLines(cart).length === 0 || checking}
            onClick={toPayment}
          >
            <FormattedMessage id="cart.pay" values={{ total: money(totalCents) }} />
          </button>
        </>
      )}
    </div>
  );
}

function Empty({
  textId,
  icon = mdiCartOutline,
  children,
}: {
  textId: 'cart.empty' | 'cart.waiting' | 'cart.emptied';
  icon?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <Icon path={icon} size={56} />
      <p>
        <FormattedMessage id={textId} />
      </p>
      {children}
    </div>
  );
}
