import type { ShortLines } from '@lottery/contracts';

/** A product as the pricing needs it: the server's price (cents) and the sheets left. */
export interface PricedProductRow {
  id: string;
  price: number;
  remaining: number;
}

/** One line at the server's price, in product-id order (the checkout's lock order). */
export interface PricedLine<P extends PricedProductRow> {
  product: P;
  qty: number;
}

export interface PricedCart<P extends PricedProductRow> {
  lines: Array<PricedLine<P>>;
  /** Cents; not a safe integer when no balance could pay it. */
  total: number;
  /** Lines the stock cannot fill now: product id to sheets left. */
  short: ShortLines;
  /** Wanted products that are not among the products on sale. */
  unavailable: string[];
}

/** A line as asked for: a product and the sheets wanted. */
export interface StoredLineInput {
  productId: string;
  qty: number;
}

/** The wanted quantity of each product, repeats added up. */
export function wantedQuantities(lines: StoredLineInput[]) {
  const wanted = new Map<string, number>();
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  return wanted;
}

/**
 * The quote's pricing of a cart: each wanted product found on sale becomes a line at the server's
 * price, in the order of `products` (by id); what is not on sale and what the stock cannot fill
 * are named, never dropped silently. Checkout prices by the same rule inside `checkout_buy`
 * (the server's price times the quantity, 4005 short, 4003 not on sale); test/cart.int-spec.ts
 * holds the quote against what checkout then charges.
 */
export function priceCart<P extends PricedProductRow>(
  products: P[],
  wanted: Map<string, number>,
): PricedCart<P> {
  const found = new Set(products.map((product) => product.id));
  const lines = products
    .filter((product) => wanted.has(product.id))
    .map((product) => ({ product, qty: wanted.get(product.id)! }));
  const short: ShortLines = {};
  for (const { product, qty } of lines)
    if (product.remaining < qty) short[product.id] = String(Math.max(0, product.remaining));
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.product.price * line.qty, 0),
    short,
    unavailable: [...wanted.keys()].filter((id) => !found.has(id)),
  };
}
