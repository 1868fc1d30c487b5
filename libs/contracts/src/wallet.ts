/**
 * The wallet: deposits (KHQR), whole-balance withdrawals, histories, and the admin queues.
 * Amounts on the wire are two-decimal USD strings ("3.50"); the server holds integer cents.
 */
import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import { idSchema, pagingSchema } from './draw.js';
import { amountRule, dateRule } from './rules.js';
import { amountSchemaOf, dateSchemaOf } from './rule-schemas.js';

const code = (value: ErrorCode) => String(value);

/** Every balance change is one of these (PRODUCT.md, Money). */
export const ledgerKinds = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'purchase',
  'prize',
  'adjustment',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** The largest amount any money field takes: a typo never becomes a QR code or a balance. */
export const maxDepositCents = 10_000_00;
export const maxAdjustmentCents = 100_000_00;

/** A positive amount in USD with at most two decimals; 6003 when absent, 6012 when not money. */
export const depositAmountRule = amountRule({
  missing: ErrorCode.MissingAmount,
  invalid: ErrorCode.InvalidPayment,
  maxCents: maxDepositCents,
});
export const amountSchema = amountSchemaOf(depositAmountRule);

/** `/api/customer/payment/deposit`. No minimum; the cap keeps a typo from becoming a QR code. */
export const depositSchema = v.object({ amt: amountSchema });
export type DepositRequest = v.InferInput<typeof depositSchema>;

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

const dayField = (missing: ErrorCode, invalid: ErrorCode) =>
  dateSchemaOf(dateRule(invalid, missing));

/**
 * `getHistoryDeposit` / `getHistoryWithdraw`: days (YYYY-MM-DD, Asia/Bangkok) from `StartDate` to
 * `endDate`, both included; an end before the start is 6011. Newest first.
 */
export const historySchema = v.pipe(
  v.object({
    StartDate: dayField(ErrorCode.MissingStartDate, ErrorCode.InvalidStartDate),
    endDate: dayField(ErrorCode.MissingEndDate, ErrorCode.InvalidEndDate),
    ...pagingSchema.entries,
  }),
  v.forward(
    v.check((input) => input.StartDate <= input.endDate, code(ErrorCode.InvalidEndDate)),
    ['endDate'],
  ),
);
export type HistoryRequest = v.InferInput<typeof historySchema>;

/** `/api/payment/callback`: a payment provider's notice that money for `RefId` arrived. */
export const paymentCallbackSchema = v.object({
  RefId: v.pipe(v.string(code(ErrorCode.MissingRefId)), v.nonEmpty(code(ErrorCode.MissingRefId))),
  amt: amountSchema,
  /** The provider's own id of the transfer, kept for the audit trail. */
  providerRef: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
});
export type PaymentCallbackRequest = v.InferInput<typeof paymentCallbackSchema>;
/**
 * The callback carries `X-Signature: <hex HMAC-SHA256 of the raw body with PAYMENT_CALLBACK_SECRET>`.
 */
export const paymentSignatureHeader = 'x-signature';

// ---- admin (`/api/company/payment/...`) ----

export const refIdSchema = v.object({
  RefId: v.pipe(v.string(code(ErrorCode.MissingRefId)), v.nonEmpty(code(ErrorCode.MissingRefId))),
});

export const walletQueueSchema = v.object({
  status: v.optional(
    v.picklist(['pending', 'confirmed', 'expired', 'paid', 'rejected', 'all']),
    'pending',
  ),
  /** A member's phone number or part of it. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
  ...pagingSchema.entries,
});
export type WalletQueueRequest = v.InferInput<typeof walletQueueSchema>;

export const payWithdrawalSchema = v.object({
  ...refIdSchema.entries,
  bankReference: v.pipe(
    v.string(code(ErrorCode.MissingField)),
    v.trim(),
    v.nonEmpty(code(ErrorCode.MissingField)),
    v.maxLength(100, code(ErrorCode.InvalidFormat)),
  ),
});
export const rejectWithdrawalSchema = v.object({
  ...refIdSchema.entries,
  reason: v.pipe(
    v.string(code(ErrorCode.MissingField)),
    v.trim(),
    v.nonEmpty(code(ErrorCode.MissingField)),
    v.maxLength(500, code(ErrorCode.InvalidFormat)),
  ),
});

/** A signed amount: "-1.50" takes money away, "2" adds it. The reason is mandatory. */
export const adjustBalanceSchema = v.object({
  userId: idSchema,
  amt: amountSchemaOf(
    amountRule({
      missing: ErrorCode.MissingAmount,
      invalid: ErrorCode.InvalidPayment,
      maxCents: maxAdjustmentCents,
      signed: true,
    }),
  ),
  reason: v.pipe(
    v.string(code(ErrorCode.MissingField)),
    v.trim(),
    v.nonEmpty(code(ErrorCode.MissingField)),
    v.maxLength(500, code(ErrorCode.InvalidFormat)),
  ),
});
export type AdjustBalanceRequest = v.InferInput<typeof adjustBalanceSchema>;
/** The answer of `adjustBalance`: the member's balance after the adjustment. */
export interface BalanceAdjustment {
  userId: string;
  balance: string;
}

export const ledgerExportSchema = v.object({
  StartDate: dayField(ErrorCode.MissingStartDate, ErrorCode.InvalidStartDate),
  endDate: dayField(ErrorCode.MissingEndDate, ErrorCode.InvalidEndDate),
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
};
export type AdminWithdrawal = Withdrawal & { member: QueueMember; settledBy: string | null };

/** `/api/company/payment/reconcile`: members whose balance differs from the sum of their ledger. */
export interface Reconciliation {
  members: number;
  mismatches: Array<{ userId: string; balance: string; ledger: string }>;
}
