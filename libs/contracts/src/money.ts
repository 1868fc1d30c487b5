/**
 * Money is integer US cents everywhere; KHR is only a display currency (1 USD = 4000 KHR).
 * On the wire amounts are decimal strings with two decimals ("3.50").
 */
export const KHR_PER_USD = 4000;
export const currencies = ['usd', 'khr'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'usd';

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Throws on anything that is not a non-negative integer within the safe range. */
export function assertCents(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`not a whole, non-negative, safe number of cents: ${cents}`);
  }
  return cents;
}

/** "3.5" or "3.50" or "3" to 350; null for anything else (negative, more decimals, words). */
export function parseCents(amount: string): number | null {
  if (typeof amount !== 'string') return null; // JSON bodies can carry numbers or null here
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 350 to "3.50": the wire format. */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Hundredths of a riel for a number of US cents. */
export function usdCentsToKhrCents(cents: number): number {
  // Check the input first: a fraction of a cent (0.25 * 4000 = 1000) would otherwise pass.
  return assertCents(assertCents(cents) * KHR_PER_USD);
}

const symbols: Record<Currency, string> = { usd: '$', khr: '៛' };

/**
 * The one formatter for money on screen: comma thousands, dot decimals, always two decimals,
 * whatever the interface language. `formatMoney(123450, 'khr')` is "៛4,938,000.00".
 */
export function formatMoney(usdCents: number, currency: Currency): string {
  const minor = currency === 'khr' ? usdCentsToKhrCents(usdCents) : assertCents(usdCents);
  const [whole, fraction] = centsToDecimal(minor).split('.') as [string, string];
  return `${symbols[currency]}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
