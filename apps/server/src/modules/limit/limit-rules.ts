import { ErrorCode, limitRaiseDelayHours } from '@lottery/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One limit as stored: the amount in effect (cents, null: none) and a change waiting its time. */
export interface StoredLimit {
  amount: number | null;
  next: number | null;
  nextAt: Date | null;
}

/** The limit in effect at `now`: a waiting raise counts once its time has come. */
export function limitAt(limit: StoredLimit, now: Date): StoredLimit {
  if (limit.nextAt && limit.nextAt <= now) return { amount: limit.next, next: null, nextAt: null };
  return limit;
}

/**
 * A member asks for `wanted` (cents, null: no limit). Lowering (or a first limit) takes effect at
 * once and drops a waiting raise; raising or removing waits `limitRaiseDelayHours`, so a limit
 * set in a calm moment holds through the next day. The same amount changes nothing.
 */
export function changeLimit(limit: StoredLimit, wanted: number | null, now: Date): StoredLimit {
  const current = limitAt(limit, now);
  const lower = wanted !== null && (current.amount === null || wanted < current.amount);
  if (lower) return { amount: wanted, next: null, nextAt: null };
  if (wanted === current.amount) return { amount: current.amount, next: null, nextAt: null };
  return {
    amount: current.amount,
    next: wanted,
    nextAt: new Date(now.getTime() + limitRaiseDelayHours * HOUR_MS),
  };
}

/** A break of `days` from now; one already running longer is never shortened (4204). */
export function startBreak(until: Date | null, days: number, now: Date): Date | ErrorCode {
  const wanted = new Date(now.getTime() + days * DAY_MS);
  if (until && until > wanted) return ErrorCode.BreakCannotBeShortened;
  return wanted;
}

/**
 * Why a purchase of `total` cents would be refused at `now`, or null when the member may buy: the
 * cart's quote says it before checkout. Checkout's own check is `limit_assert_may_spend` (SQL,
 * migration 2800000000002) with the same rules in the same order; test/cart.int-spec.ts holds
 * the quote's answer against checkout's.
 */
export function spendingRefusal(
  limits: { daily: StoredLimit; monthly: StoredLimit; breakUntil: Date | null },
  spent: { today: number; month: number },
  total: number,
  now: Date,
): ErrorCode | null {
  if (limits.breakUntil && limits.breakUntil > now) return ErrorCode.TakingABreak;
  const daily = limitAt(limits.daily, now).amount;
  if (daily !== null && spent.today + total > daily) return ErrorCode.DailyLimitReached;
  const monthly = limitAt(limits.monthly, now).amount;
  if (monthly !== null && spent.month + total > monthly) return ErrorCode.MonthlyLimitReached;
  return null;
}
