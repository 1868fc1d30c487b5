/**
 * The wallet: deposits (KHQR), whole-balance withdrawals, histories, and the admin queues.
 * Amounts on the wire are two-decimal USD strings ("3.50"); the server holds integer cents.
 */
import * as v from 'valibot';
import type { DepositReviewReason } from './bakong.js';
import { ErrorCode } from './errors.js';
import { pagingSchema, type PagingRequest } from './draw.js';
import { amountRule, dateRule, idRule, plainText, textRule } from './rules.js';
import { amountSchemaOf, dateSchemaOf, idSchemaOf, textSchema } from './rule-schemas.js';

const code = (value: ErrorCode) => String(value);

/** Every balance change is one of these (PRODUCT.md, Money). */
const ledgerKinds = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'purchase',
  'prize',
  'adjustment',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** The largest amount any money field takes: a typo never becomes a QR code or a balance. */
const maxDepositCents = 10_000_00;
const maxAdjustmentCents = 100_000_00;

/** A positive amount in USD with at most two decimals; 6003 when absent, 6012 when not money. */
export const depositAmountRule = amountRule({
  missing: ErrorCode.MissingAmount,
  invalid: ErrorCode.InvalidPayment,
  maxCents: maxDepositCents,
});
const amountSchema = amountSchemaOf(depositAmountRule);

/** `/api/customer/payment/deposit`. No minimum; the cap keeps a typo from becoming a QR code. */
export const depositSchema = v.object({ amt: amountSchema });
export interface DepositRequest {
  /** USD, two decimals at most ("25.00"). */
  amt: string;
}

export type DepositStatus = 'pending' | 'confirmed' | 'expired';
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';

/** A deposit as its member sees it. `khqr` is the EMV payment string to render as a QR code. */
export interface Deposit {
  RefId: string;
  amt: string;
  status: DepositStatus;
  khqr: string;
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
  /** Confirmed from a payment Bakong reported after the QR code had expired (the money arrived). */
  late: boolean;
}

/** `/api/customer/payment/withdraw` takes no amount: it is always the whole balance. */
export interface Withdrawal {
  RefId: string;
  amt: string;
  status: WithdrawalStatus;
  bankName: string;
  accountName: string;
  accountNumber: string;
  createdAt: string;
  settledAt: string | null;
  /** The bank's reference of the transfer, once paid. */
  bankReference: string | null;
  /** Why an admin rejected it. */
  reason: string | null;
}

/**
 * The wallet's other fields: the server's request DTOs and the schemas below are built from these
 * (and from `depositAmountRule`), so the two sides cannot drift.
 */
export const walletRules = {
  /** A deposit's or withdrawal's RefId (12 characters after its letter; anything else is unknown). */
  refId: textRule({
    missing: ErrorCode.MissingRefId,
    invalid: ErrorCode.InvalidRefId,
    max: 40,
    example: 'D7K2M9QX4HRT',
  }),
  /** The bank's reference of a payout. */
  bankReference: textRule({
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.InvalidFormat,
    max: 100,
    example: 'ABA-20261123-0001',
  }),
  /** Why an admin rejected a withdrawal or adjusted a balance. */
  reason: textRule({
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.InvalidFormat,
    max: 500,
    example: 'Account name does not match',
  }),
  /** A signed amount: "-1.50" takes money away, "2" adds it, at most $100,000 either way. */
  adjustment: amountRule({
    missing: ErrorCode.MissingAmount,
    invalid: ErrorCode.InvalidPayment,
    maxCents: maxAdjustmentCents,
    signed: true,
  }),
  /** The member whose balance an admin adjusts. */
  userId: idRule(ErrorCode.InvalidUser, ErrorCode.MissingUserId),
  /** Days (YYYY-MM-DD, Asia/Bangkok) of the histories and the ledger export. */
  startDate: dateRule(ErrorCode.InvalidStartDate, ErrorCode.MissingStartDate),
  endDate: dateRule(ErrorCode.InvalidEndDate, ErrorCode.MissingEndDate),
  /** The admin queues' filter: a member's phone number or part of it. */
  phonePart: plainText(ErrorCode.BadRequest, 20),
  /** The payment provider's own id of a transfer (optional). */
  providerRef: plainText(ErrorCode.BadRequest, 100),
} as const;

/**
 * `getHistoryDeposit` / `getHistoryWithdraw`: days (YYYY-MM-DD, Asia/Bangkok) from `StartDate` to
 * `endDate`, both included; an end before the start is 6011. Newest first.
 */
export const historySchema = v.pipe(
  v.object({
    StartDate: dateSchemaOf(walletRules.startDate),
    endDate: dateSchemaOf(walletRules.endDate),
    ...pagingSchema.entries,
  }),
  v.forward(
    v.check((input) => input.StartDate <= input.endDate, code(ErrorCode.InvalidEndDate)),
    ['endDate'],
  ),
);
export interface HistoryRequest extends PagingRequest {
  /** YYYY-MM-DD, Bangkok days, both included. */
  StartDate: string;
  endDate: string;
}

/**
 * `/api/payment/callback {RefId, amt, providerRef?}`: a payment provider's notice that money for
 * `RefId` arrived (`providerRef`, its own id of the transfer, is kept for the audit trail).

 * It carries `X-Signature: <hex HMAC-SHA256 of the raw body with PAYMENT_CALLBACK_SECRET>`.
 */
export const paymentSignatureHeader = 'x-signature';

// ---- admin (`/api/company/payment/...`) ----

export const refIdSchema = v.object({ RefId: textSchema(walletRules.refId) });

/** What the admin queues filter on; `all` is every status. */
export const walletQueueStatuses = [
  'pending',
  'confirmed',
  'expired',
  'paid',
  'rejected',
  'all',
] as const;
export type WalletQueueStatus = (typeof walletQueueStatuses)[number];

export interface WalletQueueRequest extends PagingRequest {
  status?: (typeof walletQueueStatuses)[number];
  /** A member's phone number or part of it. */
  q?: string;
}

export const payWithdrawalSchema = v.object({
  ...refIdSchema.entries,
  bankReference: textSchema(walletRules.bankReference),
});
/** A signed amount: "-1.50" takes money away, "2" adds it. The reason is mandatory. */
export const adjustBalanceSchema = v.object({
  userId: idSchemaOf(walletRules.userId),
  amt: amountSchemaOf(walletRules.adjustment),
  reason: textSchema(walletRules.reason),
});
export interface AdjustBalanceRequest {
  userId: string | number;
  /** Signed: "-1.50" takes money away. */
  amt: string;
  reason: string;
}
/** The answer of `adjustBalance`: the member's balance after the adjustment. */
export interface BalanceAdjustment {
  userId: string;
  balance: string;
}

export const ledgerExportSchema = v.object({
  StartDate: dateSchemaOf(walletRules.startDate),
  endDate: dateSchemaOf(walletRules.endDate),
});

/** A queue row: the member it belongs to, besides the deposit or withdrawal itself. */
export interface QueueMember {
  userId: string;
  username: string;
  name: string;
}
export type AdminDeposit = Omit<Deposit, 'khqr'> & {
  member: QueueMember;
  confirmedBy: string | null;
  /** Bakong reported a payment that does not match the QR code: credited only by an admin. */
  review: DepositReviewReason | null;
  /** The Bakong transaction that paid it (or that needs review). */
  bakongHash: string | null;
};
export type AdminWithdrawal = Withdrawal & { member: QueueMember; settledBy: string | null };

/**
 * `/api/company/payment/reconcile`: members whose balance differs from the sum of their ledger,
 * and ledger entries whose `balanceAfter` is not the sum of the member's entries up to them.
 * Both lists are empty when all is well.
 */
export interface Reconciliation {
  members: number;
  mismatches: Array<{ userId: string; balance: string; ledger: string }>;
  entryMismatches: Array<{ id: string; userId: string; balanceAfter: string; runningSum: string }>;
}
