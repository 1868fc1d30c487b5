import { parseCents, type CheckedProduct, type CheckoutRequest } from '@lottery/contracts';
import type { CartItem } from '../../lib/atoms/cart';

/** Cart total in cents: sum of qty × amt (spec section 3); a line with an unreadable price is 0. */
export function cartTotalCents(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty * (parseCents(item.amt) ?? 0), 0);
}

/**
 * Spec section 4, after a stock check: each line takes the returned amt and r; r 0 makes qty 0;
 * qty above r drops to r. A line the server did not return is gone (r 0).
 */
export function applyStockCheck(items: CartItem[], checked: CheckedProduct[]): CartItem[] {
  const byId = new Map(checked.map((product) => [product._id, product]));
  return items.map((item) => {
    const found = byId.get(item._id);
    const r = found?.r ?? 0;
    return { ...item, amt: found?.amt ?? item.amt, r, qty: Math.min(item.qty, r) };
  });
}

/** Lines whose sheets left changed since the last check: someone else bought some meanwhile. */
export function alreadyBoughtIds(before: CartItem[], after: CartItem[]): Set<string> {
  const stored = new Map(before.map((item) => [item._id, item.r]));
  return new Set(
    after
      .filter((item) => stored.has(item._id) && stored.get(item._id) !== item.r)
      .map((item) => item._id),
  );
}

/** Every line sold out: the drawer offers "see more tickets" instead of checkout. */
export const allSoldOut = (items: CartItem[]) =>
  items.length > 0 && items.every((item) => item.r === 0);

/** Only lines with qty above 0 are sent. */
export const checkoutLines = (items: CartItem[]): CheckoutRequest['products'] =>
  items.filter((item) => item.qty > 0).map((item) => ({ productId: item._id, qty: item.qty }));

/** "See more tickets" goes home from the profile and results pages; elsewhere it only closes. */
export const seeMoreGoesHome = (pathname: string) =>
  pathname.includes('profile') || pathname.includes('draw-results');

/** Quantity a member may choose for a line: 1 to r (0 when nothing is left). */
export const clampQty = (qty: number, r: number) =>
  r <= 0 ? 0 : Math.max(1, Math.min(Math.trunc(qty) || 1, r));
