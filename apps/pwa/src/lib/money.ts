import { formatMoney, parseCents, type Currency } from '@lottery/contracts';

/**
 * A decimal USD amount from the server ("3.50") in the active currency; the text as it came when
 * it is not an amount (never a made-up $0.00).
 */
export function showAmount(amount: string, currency: Currency): string {
  try {
    const cents = parseCents(amount);
    return cents === null ? amount : formatMoney(cents, currency);
  } catch {
    return amount;
  }
}
