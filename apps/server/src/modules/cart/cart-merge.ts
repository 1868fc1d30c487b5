import { cartMaxLines, rules } from '@lottery/contracts';

export interface StoredLine {
  productId: string;
  qty: number;
}

/**
 * Sign-in's merge of the phone's cart into the member's cart on the server: the union of both.
 * A number in both keeps the larger quantity, not the sum: the phone's cart is often the same
 * cart synced earlier, and adding would double it. Quantities are capped by the sheets left and
 * the quantity rule; a number not on sale or sold out is left out; the server's lines come first
 * and the cart stops at `cartMaxLines` numbers.
 */
export function mergeCarts(
  server: StoredLine[],
  local: StoredLine[],
  sheetsLeft: Map<string, number>,
): StoredLine[] {
  const merged = new Map<string, number>();
  for (const line of [...server, ...local]) {
    const left = sheetsLeft.get(line.productId) ?? 0;
    const qty = Math.min(
      Math.max(merged.get(line.productId) ?? 0, line.qty),
      left,
      rules.quantity.max,
    );
    if (qty < 1) continue;
    if (!merged.has(line.productId) && merged.size >= cartMaxLines) continue;
    merged.set(line.productId, qty);
  }
  return [...merged].map(([productId, qty]) => ({ productId, qty }));
}
