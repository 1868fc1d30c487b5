import { Injectable } from '@nestjs/common';
import { centsToDecimal, ErrorCode, type CartQuote } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { CurrentMember } from '../../common/session/current-member.js';
import { LimitService } from '../limit/index.js';
import { LedgerService } from '../payment/index.js';
import { ProductLookup } from '../stock/index.js';
import { priceCart, wantedQuantities, type StoredLineInput } from './cart-lines.js';

/** Signed cents as money text ("-1.50" when the balance is short). */
const signed = (cents: number) =>
  cents < 0 ? `-${centsToDecimal(-cents)}` : centsToDecimal(cents);
const moneyOrNull = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

/**
 * The quote: what a checkout of these lines would cost and leave, priced by the checkout's own
 * pricing (`priceCart`), read from the primary in one read-only snapshot, nothing written.
 */
@Injectable()
export class QuoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductLookup,
    private readonly ledger: LedgerService,
    private readonly limits: LimitService,
  ) {}

  quote(member: CurrentMember, requested: StoredLineInput[]): Promise<CartQuote> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const wanted = wantedQuantities(requested);
      const rows = await this.products.byIds(manager, member.agentId, [...wanted.keys()]);
      // Checkout sells only the draw on sale: anything else is unavailable, as it would refuse.
      const onSale = rows.filter((row) => row.onSale).sort((a, b) => compareIds(a.id, b.id));
      const cart = priceCart(onSale, wanted);
      const total = Number.isSafeInteger(cart.total) ? cart.total : Number.MAX_SAFE_INTEGER;
      const balance = await this.ledger.balanceOf(manager, member.id);
      const left = await this.limits.leftToSpend(manager, member.id, total);
      return {
        lines: cart.lines.map(({ product, qty }) => ({
          productId: product.id,
          number: product.number,
          qty,
          amt: centsToDecimal(product.price),
          lineTotal: centsToDecimal(product.price * qty),
          r: Math.max(0, product.remaining),
        })),
        total: centsToDecimal(total),
        balance: centsToDecimal(balance),
        balanceAfter: signed(balance - total),
        limitsLeft: {
          daily: moneyOrNull(left.daily),
          monthly: moneyOrNull(left.monthly),
          breakUntil: left.breakUntil?.toISOString() ?? null,
        },
        short: cart.short,
        unavailable: cart.unavailable,
        refusal: refusalOf(cart, left.refusal, balance, total),
      };
    });
  }
}

/** The code checkout would answer first, in its order: not on sale, limits, short, balance. */
function refusalOf(
  cart: { unavailable: string[]; short: object },
  limit: ErrorCode | null,
  balance: number,
  total: number,
): number | null {
  if (cart.unavailable.length) return ErrorCode.ProductNotFound;
  if (limit !== null) return limit;
  if (Object.keys(cart.short).length) return ErrorCode.NotEnoughProduct;
  if (total > balance) return ErrorCode.InsufficientBalance;
  return null;
}

/** Ids are decimal bigints: by length, then by text. */
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
