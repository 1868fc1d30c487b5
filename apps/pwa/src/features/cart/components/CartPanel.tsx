import { mdiCartOutline, mdiCartRemove } from '@mdi/js';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { ErrorCode, formatMoney, parseCents } from '@lottery/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useEffectEvent, useReducer, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { ApiError, isUnreachable } from '../../../lib/api-error';
import {
  cartAtom,
  cartTempAtom,
  clearCartAtom,
  removeFromCartAtom,
  replaceCartAtom,
  type CartItem,
} from '../../../lib/atoms/cart';
import { currencyAtom } from '../../../lib/atoms/currency';
import { homeDrawAtom } from '../../../lib/atoms/home-draw';
import { overlayAtom } from '../../../lib/atoms/overlay';
import type { Profile } from '../../../lib/atoms/profile';
import { stockUpdateAtom } from '../../../lib/atoms/stock';
import { refreshHomeDraw } from '../../../lib/draws';
import { errorCodeOf } from '../../../lib/forms';
import { reloadTicketCount } from '../../../lib/my-tickets';
import { refreshProfile } from '../../../lib/profile';
import { pullCart, pushCart } from '../../../lib/server-cart';
import { checkout, checkProducts } from '../api';
import { drawerReducer, initialDrawerState } from '../drawer-state';
import { checkoutRequest } from '../form';
import { alreadyBoughtIds, applyStockCheck, cartTotalCents, seeMoreGoesHome } from '../rules';
import { ConfirmStep } from './ConfirmStep';
import { Receipt } from './Receipt';
import { ReviewStep } from './ReviewStep';
import styles from './Cart.module.css';

/**
 * The cart drawer's content: the steps of `drawer-state.ts`, and what each step sets off (the
 * stock re-check, checkout, the profile and badges after it). `open` false resets it to step 1;
 * from the receipt it also goes home.
 */
export function CartPanel({
  open,
  profile,
  onClose,
}: {
  open: boolean;
  profile: Profile;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const currency = useAtomValue(currencyAtom);
  const draw = useAtomValue(homeDrawAtom);
  const cart = useAtomValue(cartAtom);
  const setCartTemp = useSetAtom(cartTempAtom);
  const setStockUpdate = useSetAtom(stockUpdateAtom);
  const replaceCart = useSetAtom(replaceCartAtom);
  const removeLine = useSetAtom(removeFromCartAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const setOverlay = useSetAtom(overlayAtom);
  const [state, dispatch] = useReducer(drawerReducer, initialDrawerState);

  const totalCents = cartTotalCents(cart);
  const balanceCents = parseCents(profile.balance) ?? 0;
  const money = (cents: number) => formatMoney(cents, currency);

  /**
   * Re-checks the lines with the server (spec 4); what changed since `before` (the cart as this
   * device last saw it) shows as "already bought".
   */
  async function recheck(items: CartItem[], before = items) {
    setCartTemp(before);
    if (items.length === 0) return;
    dispatch({ type: 'checkStarted' });
    try {
      const next = applyStockCheck(items, await checkProducts(items.map((item) => item._id)));
      replaceCart(next);
      if (next.some((item, i) => item.qty !== items[i]?.qty)) void pushCart();
      dispatch({ type: 'checked', alreadyBought: alreadyBoughtIds(before, next) });
    } catch {
      // Offline or refused: the lines keep their last known stock; checkout checks again anyway.
      dispatch({ type: 'checked' });
    }
  }

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

  // Opening and closing the drawer, not every change of the cart, set these off.
  const onOpenChange = useEffectEvent((isOpen: boolean) => {
    if (isOpen) {
      dispatch({ type: 'opened' });
      // A signed-in member's cart is the server's (it may have changed on another device).
      // The server's answer already carries today's stock: compare with this device's copy.
      void pullCart().then((items) => recheck(items, cart));
      // The balance shown next to the total must be today's (a top-up may have arrived).
      void refreshProfile();
      return;
    }
    if (state.step === 'receipt' && !state.stayOnClose) void navigate({ to: '/' });
    dispatch({ type: 'closed' });
  });
  useEffect(() => onOpenChange(open), [open]);

  async function pay() {
    const key = state.attemptKey ?? crypto.randomUUID();
    dispatch({ type: 'paying', key });
    setOverlay(true);
    try {
      const request = checkoutRequest(
        cart,
        state.mode,
        state.form,
        profile.prefixPayment,
        draw?._id,
      );
      const { value: answer, retried } = await checkout(request, key);
      dispatch({ type: 'paid', answer, retried });
      void announceStock(request.products.map((line) => line.productId));
      clearCart();
      void pushCart();
      void reloadTicketCount(draw);
      void refreshProfile();
    } catch (error) {
      const code = errorCodeOf(error);
      const fields = error instanceof ApiError ? error.fields : {};
      dispatch({ type: 'payFailed', code, fields, unreachable: isUnreachable(error) });
      if (code === ErrorCode.NotEnoughProduct) void recheck(cart);
      else if (code === ErrorCode.InsufficientBalance) void refreshProfile();
      // Asking for the draw again empties the cart and shows that it waits (spec section 4).
      else if (code === ErrorCode.GameEventClosed) void refreshHomeDraw();
    } finally {
      setOverlay(false);
    }
  }

  if (state.step === 'receipt' && state.answer) {
    return (
      <Receipt
        answer={state.answer}
        connection={state.connection}
        onDone={() => {
          dispatch({ type: 'receiptLeft' });
          onClose();
        }}
      />
    );
  }

  if (draw && draw.status !== 'ONGO') return <Empty textId="cart.waiting" />;

  if (cart.length === 0) {
    return state.emptied ? (
      <Empty textId="cart.emptied" icon={mdiCartRemove}>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </button>
      </Empty>
    ) : (
      <Empty textId="cart.empty" />
    );
  }

  if (state.step === 'confirm') {
    return (
      <ConfirmStep
        state={state}
        cart={cart}
        money={money}
        totalCents={totalCents}
        balanceCents={balanceCents}
        onCancel={() => dispatch({ type: 'cancelled' })}
        onConfirm={() => void pay()}
      />
    );
  }

  return (
    <ReviewStep
      state={state}
      dispatch={dispatch}
      cart={cart}
      money={money}
      totalCents={totalCents}
      balanceCents={balanceCents}
      withIdentity={profile.prefixPayment !== 'topup'}
      onQty={(item, qty) => {
        replaceCart([{ ...item, qty }]);
        void pushCart();
      }}
      onRemove={(item) => {
        removeLine(item._id);
        void pushCart();
        dispatch({ type: 'lineRemoved', last: cart.length === 1 });
      }}
      onPay={() =>
        dispatch({
          type: 'payPressed',
          balanceCents,
          totalCents,
          prefix: profile.prefixPayment,
          key: crypto.randomUUID(),
        })
      }
      onSeeMore={() => {
        onClose();
        if (seeMoreGoesHome(pathname)) void navigate({ to: '/' });
      }}
      onClose={onClose}
    />
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
