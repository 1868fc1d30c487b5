import { formatMoney, parseCents, type Currency, type DepositStatus } from '@lottery/contracts';
import { dateFormat } from '../../lib/format-date';

/** The payment page's tabs; here, not in its component, so the route stays out of the shell. */
export const paymentTabs = ['deposit', 'withdraw', 'history'] as const;
export type PaymentTab = (typeof paymentTabs)[number];

/** What the amount field holds, as cents: null while it is not (yet) a positive amount. */
export function typedCents(input: string): number | null {
  const cents = parseCents(input);
  return cents !== null && cents > 0 ? cents : null;
}

/** The amount as typed, in the other currency too: "$2.50 = ៛10,000.00"-style pair, or null. */
export function amountPreview(input: string): Record<Currency, string> | null {
  const cents = typedCents(input);
  if (cents === null) return null;
  return { usd: formatMoney(cents, 'usd'), khr: formatMoney(cents, 'khr') };
}

/** The shop's calendar day (Asia/Bangkok) of an instant, as the server's YYYY-MM-DD. */
export function shopDay(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export interface DayRange {
  StartDate: string;
  endDate: string;
}

/** The history's first view: the last 30 days, today included. */
export function lastDays(now: Date, days = 30): DayRange {
  const start = new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000);
  return { StartDate: shopDay(start), endDate: shopDay(now) };
}

/** A payment reported after expiry is still credited: the screen keeps asking this long after. */
export const LATE_WATCH_MS = 10 * 60_000;

/**
 * How long until the deposit screen asks again, null to stop: every 2 s while the member is
 * likely paying (the first 3 minutes), every 5 s until expiry, every 15 s for a while after it
 * (Bakong's check still credits a late payment), never once confirmed.
 */
export function nextPollMs(
  deposit: { status: DepositStatus; createdAt: string; expiresAt: string },
  now: number,
): number | null {
  if (deposit.status === 'confirmed') return null;
  const expiresAt = Date.parse(deposit.expiresAt);
  if (now >= expiresAt + LATE_WATCH_MS) return null;
  if (now >= expiresAt) return 15_000;
  return now - Date.parse(deposit.createdAt) < 3 * 60_000 ? 2000 : 5000;
}

/** One key per attempt (shared with the gift calls). */
export { attemptKeys } from '../../lib/attempt-keys';
