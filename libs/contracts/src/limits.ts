/**
 * Responsible play (issue 17): a member's daily and monthly purchase limits and breaks. Lowering
 * a limit takes effect at once; raising or removing one takes effect `limitRaiseDelayHours`
 * later; a break (7, 30 or 90 days, no purchases) cannot be shortened. Checkout refuses with
 * 4201 (daily), 4202 (monthly) or 4203 (on a break). Amounts are USD strings ("25.00").
 */
import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import { amountRule } from './rules.js';
import { amountSchemaOf } from './rule-schemas.js';

export const limitRaiseDelayHours = 24;
export const breakDays = [7, 30, 90] as const;
export type BreakDays = (typeof breakDays)[number];

/** A limit: a positive amount in USD, at most 1,000,000. */
export const limitAmountRule = amountRule({
  missing: ErrorCode.InvalidLimit,
  invalid: ErrorCode.InvalidLimit,
  maxCents: 1_000_000_00,
});
export const limitAmountSchema = amountSchemaOf(limitAmountRule);

/** One limit: the amount in effect (null: none) and a raise waiting for its time. */
export interface LimitState {
  amount: string | null;
  next: { amount: string | null; from: string } | null;
}

/** `user/limits` (the member's own) and `company/member/limits` (an admin's view). */
export interface SpendingLimits {
  daily: LimitState;
  monthly: LimitState;
  /** ISO instant the break ends, null when not on a break. */
  breakUntil: string | null;
  /** Bought today / this month (Bangkok days), USD. */
  spentToday: string;
  spentThisMonth: string;
}

/**
 * `user/setLimits`: each field given changes that limit; '' removes it (which, like a raise,
 * waits a day). `breakDays` starts (or lengthens) a break.
 */
export interface SetLimitsRequest {
  daily?: string;
  monthly?: string;
  breakDays?: BreakDays;
}
