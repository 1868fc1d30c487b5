/**
 * Field rules as data: lengths, patterns, ranges and the catalogue codes a failure answers with.
 * Both validators are built from these objects and from nothing else: the PWA's valibot schemas
 * (./rule-schemas.ts) and the server's class-validator decorators
 * (apps/server/src/common/validation/fields.ts). Change a rule here and both sides follow.
 *
 * Every rule answers `missing` for an absent, null or blank value, and `invalid` for anything
 * else wrong, a wrong JSON type included (a number where text belongs is invalid, not missing).
 */
import { ErrorCode } from './errors.js';

export interface TextRule {
  readonly kind: 'text';
  readonly missing: ErrorCode;
  readonly invalid: ErrorCode;
  /** Most characters after trimming (checked first, so no pattern runs on a huge string). */
  readonly max: number;
  /** Checked in order on the trimmed (and stripped) text; each failure answers its own code. */
  readonly checks: ReadonlyArray<{ readonly pattern: RegExp; readonly code: ErrorCode }>;
  /** Removed before the checks: separators a person may type (spaces and dashes). */
  readonly strip?: RegExp;
  /** A JSON number is read as its decimal digits (a ticket number sent as a number). */
  readonly numbers?: boolean;
  readonly example?: string;
}

export interface IntRule {
  readonly kind: 'int';
  readonly missing: ErrorCode;
  readonly invalid: ErrorCode;
  readonly min: number;
  readonly max: number;
  /** Used when the field is absent (the field is then optional). */
  readonly default?: number;
  readonly example?: number;
}

/** Database ids: decimal strings (numbers accepted) within PostgreSQL's bigint. */
export interface IdRule {
  readonly kind: 'id';
  readonly missing: ErrorCode;
  readonly invalid: ErrorCode;
}

/** A calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export interface DateRule {
  readonly kind: 'date';
  readonly missing: ErrorCode;
  readonly invalid: ErrorCode;
}

/** USD with at most two decimals, as a string ("3.50"), above 0 and at most `maxCents`. */
export interface AmountRule {
  readonly kind: 'amount';
  readonly missing: ErrorCode;
  readonly invalid: ErrorCode;
  readonly maxCents: number;
  /** "-1.50" allowed (adjustments); the size is still at most `maxCents`. */
  readonly signed?: boolean;
}

/** A moment: an ISO instant with its offset, or `YYYY-MM-DDTHH:mm[:ss]` in Bangkok time. */
export interface InstantRule {
  readonly kind: 'instant';
  readonly missing: ErrorCode;
  readonly invalid: ErrorCode;
}

/** A list of ids: `missing` when absent, not a list or empty; `invalid` for a bad id. */
export interface IdListRule {
  readonly kind: 'idList';
  readonly missing: ErrorCode;
  readonly invalid: ErrorCode;
  /** Most ids in one request; more is `tooMany`. */
  readonly max: number;
  readonly tooMany: ErrorCode;
}

export type FieldRule =
  TextRule | IntRule | IdRule | DateRule | AmountRule | InstantRule | IdListRule;

/** Text that must be present; `checks` are [pattern, code] pairs (the code defaults to invalid). */
export function textRule(rule: {
  missing: ErrorCode;
  invalid: ErrorCode;
  max: number;
  checks?: Array<RegExp | [RegExp, ErrorCode]>;
  strip?: RegExp;
  numbers?: boolean;
  example?: string;
}): TextRule {
  const { checks = [], ...rest } = rule;
  return {
    kind: 'text',
    ...rest,
    checks: checks.map((check) =>
      check instanceof RegExp
        ? { pattern: check, code: rule.invalid }
        : { pattern: check[0], code: check[1] },
    ),
  };
}

export function intRule(
  rule: Omit<IntRule, 'kind' | 'missing'> & { missing?: ErrorCode },
): IntRule {
  return { kind: 'int', missing: rule.missing ?? rule.invalid, ...rule };
}

/** An id field answering the route's own code (`missing` defaults to the same code). */
export function idRule(invalid: ErrorCode, missing: ErrorCode = invalid): IdRule {
  return { kind: 'id', missing, invalid };
}

/** A day field answering the route's own codes (1004, 6009, 6011, ...). */
export function dateRule(invalid: ErrorCode, missing: ErrorCode = invalid): DateRule {
  return { kind: 'date', missing, invalid };
}

export function amountRule(rule: Omit<AmountRule, 'kind'>): AmountRule {
  return { kind: 'amount', ...rule };
}

/** A time field answering the route's own codes (1014, 1015, ...). */
export function instantRule(invalid: ErrorCode, missing: ErrorCode = invalid): InstantRule {
  return { kind: 'instant', missing, invalid };
}

export function idListRule(rule: Omit<IdListRule, 'kind'>): IdListRule {
  return { kind: 'idList', ...rule };
}

/** PostgreSQL bigint's largest value: an id above it would be a 500 there. */
const maxBigint = 9223372036854775807n;
const decimalId = /^[1-9]\d{0,18}$/;

/** The id as a canonical decimal string, or undefined when it is not one within bigint. */
export function bigintId(value: unknown): string | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 ? String(value) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return decimalId.test(text) && BigInt(text) <= maxBigint ? text : undefined;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a day that exists (2025-02-29 and 2026-02-30 do not). */
export function isCalendarDate(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const instantPattern =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The ISO instant (`...Z`) a time field names, or undefined. Without an offset the time is
 * Bangkok's (UTC+7, the draw's own clock); the day must exist (no 2026-02-30T10:00).
 */
export function instantOf(value: string): string | undefined {
  const text = value.trim();
  const match = instantPattern.exec(text);
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  const ms = Date.parse(match[3] ? text : `${text}+07:00`);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

const amountPattern = /^-?\d{1,13}(\.\d{1,2})?$/;

/** Cents of an amount string under the rule (negative when signed), or undefined. */
export function amountCents(rule: AmountRule, value: string): number | undefined {
  const text = value.trim();
  if (!amountPattern.test(text) || (!rule.signed && text.startsWith('-'))) return undefined;
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0 || cents > rule.maxCents) return undefined;
  return text.startsWith('-') ? -cents : cents;
}

// ---- the rules of the spec's fields (section 5) and the shared list fields ----

export const rules = {
  /** Phone: digits only, 9 or 10 of them. */
  phone: textRule({
    missing: ErrorCode.MissingTel,
    invalid: ErrorCode.InvalidTel,
    max: 10,
    checks: [/^\d{9,10}$/],
    example: '012345678',
  }),
  /** Password: 6 to 64 letters and digits, with at least one of each. */
  password: textRule({
    missing: ErrorCode.MissingPassword,
    invalid: ErrorCode.InvalidPassword,
    max: 64,
    checks: [[/^[A-Za-z\d]+$/, ErrorCode.SpecialCharacters], /^(?=.*[A-Za-z])(?=.*\d).{6,}$/],
    example: 'abc123',
  }),
  /** A person's name: at most 100 characters. */
  name: textRule({
    missing: ErrorCode.MissingName,
    invalid: ErrorCode.InvalidName,
    max: 100,
    example: 'សុខ ដារ៉ា',
  }),
  /** The one-time code sent by SMS: six digits. */
  otp: textRule({
    missing: ErrorCode.MissingOtp,
    invalid: ErrorCode.OtpInvalid,
    max: 6,
    checks: [/^\d{6}$/],
    example: '123456',
  }),
  /** A bank account number: 6 to 20 digits, spaces and dashes between them allowed. */
  accountNumber: textRule({
    missing: ErrorCode.InvalidAccountNumber,
    invalid: ErrorCode.InvalidAccountNumber,
    max: 40,
    strip: /[ -]/g,
    checks: [/^\d{6,20}$/],
    example: '000123456',
  }),
  /** Bank and account holder: free text; together with the number, or none of the three. */
  bankName: textRule({ missing: ErrorCode.MissingBank, invalid: ErrorCode.BadRequest, max: 100 }),
  accountName: textRule({
    missing: ErrorCode.IncompleteBankAccount,
    invalid: ErrorCode.BadRequest,
    max: 100,
  }),
  /** A friend's identity card (checkout): nine digits. */
  idCard: textRule({
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.InvalidFormat,
    max: 9,
    checks: [/^\d{9}$/],
  }),
  /** A friend's passport (checkout): 7 to 9 letters and digits. */
  passport: textRule({
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.InvalidFormat,
    max: 9,
    checks: [/^[A-Za-z\d]{7,9}$/],
  }),
  /** Sheets of one number a checkout line takes. */
  quantity: intRule({ invalid: ErrorCode.InvalidQuantity, min: 1, max: 1000, example: 2 }),
  /** The friend's identity photo (checkout): the URL its upload answered. */
  idPhoto: textRule({
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.InvalidFormat,
    max: 200,
    example: '/api/customer/upload/6f1c0a6e-7d1b-4b8e-9a44-0c7b8a1e2f3d.jpg',
  }),
  /** Site settings (admin): the shop's title, Telegram handle, images and colour theme. */
  webTitle: textRule({
    missing: ErrorCode.InvalidFormat,
    invalid: ErrorCode.InvalidFormat,
    max: 100,
    example: 'ហាងឆ្នោតថៃ',
  }),
  telegramHandle: textRule({
    missing: ErrorCode.InvalidFormat,
    invalid: ErrorCode.InvalidFormat,
    max: 64,
    checks: [/^[A-Za-z0-9_]{3,64}$/],
    example: 'lottothai_kh',
  }),
  /** A path on the site (`/uploads/...`, `/icons/...`) or an https URL. */
  siteImage: textRule({
    missing: ErrorCode.InvalidFormat,
    invalid: ErrorCode.InvalidFormat,
    max: 308,
    checks: [/^(?:\/[\w./-]{1,300}|https:\/\/[^\s"'<>]{1,300})$/],
    example: '/icons/logo.svg',
  }),
  theme: intRule({ invalid: ErrorCode.InvalidFormat, min: 1, max: 19, example: 1 }),
  /** Lists: page from 1 (a page past the data is simply empty), 1 to 100 rows a page. */
  page: intRule({ invalid: ErrorCode.BadRequest, min: 1, max: 100_000, default: 1, example: 1 }),
  limit: intRule({ invalid: ErrorCode.BadRequest, min: 1, max: 100, default: 20, example: 20 }),
} as const;

/** Free text of at most `max` characters: `missing` when blank, 400 when longer. */
export function plainText(missing: ErrorCode, max: number): TextRule {
  return textRule({ missing, invalid: ErrorCode.BadRequest, max });
}
