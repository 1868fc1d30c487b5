/**
 * The cart's server side (issue 29): the member's cart kept on the server, so that it follows
 * them to another device, and the quote of a cart (the server's prices, what it leaves and what
 * the stock cannot fill). Visitors and offline phones keep the `cart` cookie.
 */
import type { ShortLines } from './transaction.js';

/** At most this many numbers (lines) in a member's cart on the server (more: 8231). */
export const cartMaxLines = 50;

export const cartPaths = {
  /** The spec's re-check: price and stock per product id (no session needed). */
  check: '/api/customer/user/checkProduct',
  list: '/api/customer/cart/list',
  add: '/api/customer/cart/add',
  replace: '/api/customer/cart/replace',
  remove: '/api/customer/cart/remove',
  clear: '/api/customer/cart/clear',
  merge: '/api/customer/cart/merge',
  quote: '/api/customer/cart/quote',
} as const;

/** A line as it travels to the server: a product id and the sheets wanted. */
export interface CartLineRequest {
  productId: string;
  qty: number;
}

/**
 * A line of the member's cart as the server answers it: the cookie cart's line shape (spec
 * section 3), with today's price (`amt`) and sheets left (`r`, 0 when gone or not on sale).
 */
export interface ServerCartLine {
  _id: string;
  number: string;
  pi: string | null;
  amt: string;
  r: number;
  op: string[];
  qty: number;
}

/** One priced line of a quote: unit price and line total at the server's prices. */
export interface QuoteLine {
  productId: string;
  number: string;
  qty: number;
  amt: string;
  lineTotal: string;
  /** Sheets left now. */
  r: number;
}

/**
 * `cart/quote`: what a checkout of these lines would cost and leave, without buying. `refusal`
 * is the code the checkout would answer now (4005 short, 4006 balance, 4201-4203 limits), or null.
 */
export interface CartQuote {
  lines: QuoteLine[];
  total: string;
  balance: string;
  /** The balance after paying `total`; negative when the balance is short. */
  balanceAfter: string;
  /** What the member's own limits leave to spend today / this month, before this cart; null: no such limit. */
  limitsLeft: { daily: string | null; monthly: string | null; breakUntil: string | null };
  /** Lines the stock cannot fill: product id to sheets left. */
  short: ShortLines;
  /** Products not on sale (gone, or of a closed draw): they cannot be bought. */
  unavailable: string[];
  refusal: number | null;
}
