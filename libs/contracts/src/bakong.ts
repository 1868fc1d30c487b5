// Bakong's transaction check (the KHQR md5 asked about), as the shop's API shows it to admins.

/**
 * Why a payment Bakong reported was not credited by itself: paid to another account, in another
 * currency, or another amount than the deposit's QR code. The admin decides (the queue says why).
 */
export const depositReviewReasons = ['amount', 'currency', 'account'] as const;
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

/**
 * One line of a day's reconciliation: a Bakong transaction seen and the deposit it paid, or a
 * credited deposit no Bakong transaction was seen for. `issue` null: the two agree.
 */
export interface BakongReconciliationRow {
  RefId: string | null;
  hash: string | null;
  /** The deposit's amount, and what Bakong said was paid (USD or KHR as `currency`). */
  amt: string | null;
  paid: string | null;
  currency: string | null;
  status: string | null;
  issue: 'mismatch' | 'not_credited' | 'no_transaction' | null;
}

export interface BakongReconciliation {
  /** YYYY-MM-DD (Asia/Bangkok). */
  day: string;
  transactions: number;
  credited: number;
  rows: BakongReconciliationRow[];
}
