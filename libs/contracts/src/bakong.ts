// Bakong's transaction check (the KHQR md5 asked about), as the shop's API shows it to admins.

/**
 * Why a payment Bakong reported was not credited by itself: paid to another account, in another
 * currency, or another amount than the deposit's QR code. The admin decides (the queue says why).
 */
const depositReviewReasons = ['amount', 'currency', 'account'] as const;
export type DepositReviewReason = (typeof depositReviewReasons)[number];

/** Bakong's `amount` (a JSON number of the currency's units) in cents; null if not whole cents. */
export function bakongAmountCents(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  // 12.34 * 100 is 1233.9999999999998: near a whole number of cents is that number.
  if (Math.abs(amount * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

/** `/api/company/payment/bakong`: is the check on, and how it has been going. */
export interface BakongCheckStatus {
  enabled: boolean;
  /** Calls to Bakong that answered, and those that failed (timeouts, 5xx, refused token). */
  calls: number;
  failures: number;
  lastOkAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  /** Bakong answered errorCode 6: the token must be renewed; deposits wait for an admin. */
  tokenExpired: boolean;
  /** Pending deposits the check is still asking about. */
  pending: number;
}

/** Why a line of the reconciliation needs a look (null: the Bakong transaction and the deposit agree). */
export type BakongReconciliationIssue = 'mismatch' | 'not_credited' | 'no_transaction';

/**
 * One line of the reconciliation: a Bakong transaction seen and the deposit it paid, or a
 * deposit credited on that day without any Bakong transaction seen for it.
 */
export interface BakongReconciliationRow {
  /** YYYY-MM-DD (Asia/Bangkok): when paid at Bakong, or when credited (no transaction). */
  day: string;
  RefId: string;
  hash: string | null;
  /** The deposit's amount (USD), and what Bakong says was paid, in `currency`. */
  amt: string;
  paid: string | null;
  currency: string | null;
  /** The deposit as the member sees it (pending, confirmed, expired). */
  status: string;
  late: boolean;
  issue: BakongReconciliationIssue | null;
}

/** `/api/company/payment/bakongReconcile {StartDate, endDate}`: each day's counts, then the lines that differ. */
export interface BakongReconciliation {
  /** Per day: Bakong transactions seen, lines whose deposit is credited, lines that differ. */
  days: Array<{ day: string; transactions: number; credited: number; differences: number }>;
  differences: BakongReconciliationRow[];
}
