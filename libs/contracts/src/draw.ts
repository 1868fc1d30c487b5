/**
 * Draws, stock, search, results and the prize check: request schemas (shared by the PWA's forms
 * and the server's checks; a failure's message is its catalogue code) and response types.
 */
import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import { dateRule, idRule, rules } from './rules.js';
import { dateSchemaOf, idSchemaOf, intSchema } from './rule-schemas.js';

const code = (value: ErrorCode) => String(value);

export const drawStatuses = ['BREAK', 'ONGO', 'CLOSE'] as const;
export type DrawStatus = (typeof drawStatuses)[number];

/** Each prize of a Thai government draw: how many winning numbers it has, and of how many digits. */
export const prizeRules = {
  first: { count: 1, digits: 6 },
  near1: { count: 2, digits: 6 },
  second: { count: 5, digits: 6 },
  third: { count: 10, digits: 6 },
  fourth: { count: 50, digits: 6 },
  fifth: { count: 100, digits: 6 },
  first3: { count: 2, digits: 3 },
  last3: { count: 2, digits: 3 },
  last2: { count: 1, digits: 2 },
} as const;
export type PrizeKind = keyof typeof prizeRules;
/** The prize kinds in prize-table order. */
export const prizeKinds = Object.keys(prizeRules) as PrizeKind[];

/** Lists answer `Page<T>` (`{items, total}`, from ./auth.js). */
export type { Page } from './auth.js';

/** Database ids travel as strings of digits (within bigint); a number is accepted too. */
export const idSchema = idSchemaOf(idRule(ErrorCode.InvalidFormat));

/** `page` from 1, `limit` from 1 to 100 (both optional). */
export const pagingSchema = v.object({
  page: intSchema(rules.page),
  limit: intSchema(rules.limit),
});
export type PagingRequest = v.InferInput<typeof pagingSchema>;

/** A shelf tag (a product's `op` entry): lower-case letters, digits and dashes. */
export const shelfTag = /^[a-z0-9-]{1,30}$/;

/** A digits field of the search form: an empty string counts as not filled in. */
const digits = (length: number) =>
  v.optional(
    v.pipe(
      v.string(code(ErrorCode.InvalidFormat)),
      v.trim(),
      v.check(
        (value) => value === '' || new RegExp(`^\\d{${length}}$`).test(value),
        code(ErrorCode.InvalidFormat),
      ),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

/**
 * `/searchProduct`: all six digits, or at least one of first 3, last 3 or last 2 with exactly its
 * digits (the spec's ticket-check rule); anything else is 5002.
 */
export const searchProductSchema = v.pipe(
  v.object({
    first3: digits(3),
    last3: digits(3),
    last2: digits(2),
    number: digits(6),
    /** A shelf: only products whose `op` holds this tag. Alone, it lists the whole shelf. */
    tag: v.optional(
      v.pipe(
        v.string(code(ErrorCode.InvalidFormat)),
        v.trim(),
        v.regex(shelfTag, code(ErrorCode.InvalidFormat)),
      ),
    ),
    ...pagingSchema.entries,
  }),
  v.check(
    (query) => Boolean(query.number || query.first3 || query.last3 || query.last2 || query.tag),
    code(ErrorCode.InvalidFormat),
  ),
);
export type SearchProductRequest = v.InferInput<typeof searchProductSchema>;

/**
 * `/searchProduct` counts matches up to this many: its `total` is exact below it and means
 * "this many or more" at it (show "1000+"). Pages past it are still served.
 */
export const searchTotalCap = 1000;

/** One number on sale: `amt` the unit price ("3.50"), `r` sheets left, `pi` its photo path. */
export interface ProductItem {
  _id: string;
  number: string;
  amt: string;
  r: number;
  pi: string | null;
  op: string[];
}

/** `/getHome`: the current draw for the countdown, or null between draws. */
export interface HomeDraw {
  _id: string;
  status: DrawStatus;
  roundName: string;
  /** YYYY-MM-DD, the official draw day. */
  drawDate: string;
  /** ISO instants. */
  openSellAt: string;
  closeSellAt: string;
}

/** `/getGameEvent` item. */
export interface GameEventItem extends HomeDraw {
  published: boolean;
}

/** `/getProductGroup` item: a shelf, its tag (in `op` of the products on it) and names. */
export interface ProductGroupItem {
  _id: string;
  tag: string;
  names: { km: string; th: string; en: string };
  sort: number;
}

export const checkProductSchema = v.object({
  products: v.pipe(
    v.array(idSchema, code(ErrorCode.MissingProducts)),
    v.nonEmpty(code(ErrorCode.MissingProducts)),
    v.maxLength(200, code(ErrorCode.BadRequest)),
  ),
});
export type CheckProductRequest = v.InferInput<typeof checkProductSchema>;

/** `/api/customer/user/checkProduct` item: current price and stock of a cart line. */
export interface CheckedProduct {
  _id: string;
  amt: string;
  r: number;
}

const dateSchema = dateSchemaOf(dateRule(ErrorCode.InvalidFormat));

/** A published draw named by id or by its draw day; neither means the latest published one. */
export const drawRefSchema = v.object({
  gameEventId: v.optional(idSchema),
  date: v.optional(dateSchema),
});
export type DrawRefRequest = v.InferInput<typeof drawRefSchema>;

export const checkLottoPrizesSchema = v.object({
  number: v.pipe(
    v.union([v.string(code(ErrorCode.InvalidFormat)), v.number(code(ErrorCode.InvalidFormat))]),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{6}$/, code(ErrorCode.InvalidFormat)),
  ),
  ...drawRefSchema.entries,
});
export type CheckLottoPrizesRequest = v.InferInput<typeof checkLottoPrizesSchema>;

/** `/revardValue` item: how many numbers a kind has, and what one ticket wins with it. */
export interface PrizeValue {
  kind: PrizeKind;
  count: number;
  /** Official amount in baht, "6000000.00". */
  baht: string;
  /** The shop's payout in USD, "175000.00". */
  payout: string;
}

/** `/resultLotto`: a published draw's winning numbers, kind by kind, with the amounts. */
export interface DrawResult {
  _id: string;
  roundName: string;
  drawDate: string;
  publishedAt: string;
  prizes: (PrizeValue & { numbers: string[] })[];
}

export interface PrizeWinItem {
  kind: PrizeKind;
  /** The winning number matched (3 or 2 digits for the partial kinds). */
  number: string;
  baht: string;
  payout: string;
}

/** `/checkLottoPrizes`: every prize `number` wins in the draw (empty: no prize). */
export interface PrizeCheck {
  number: string;
  gameEventId: string;
  drawDate: string;
  wins: PrizeWinItem[];
}

/** An ISO instant (with offset or Z) or YYYY-MM-DDTHH:mm in Bangkok time. */
const instant = (missing: ErrorCode, invalid: ErrorCode) =>
  v.pipe(
    v.string(code(missing)),
    v.trim(),
    v.nonEmpty(code(missing)),
    v.transform((value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value}+07:00` : value,
    ),
    v.check((value) => !Number.isNaN(Date.parse(value)), code(invalid)),
    v.transform((value) => new Date(value).toISOString()),
  );

/** Admin: a new draw (created paused, `BREAK`). Times without an offset are Bangkok time. */
export const createDrawSchema = v.object({
  roundName: v.pipe(
    v.string(code(ErrorCode.InvalidGameEvent)),
    v.trim(),
    v.nonEmpty(code(ErrorCode.InvalidGameEvent)),
    v.maxLength(100, code(ErrorCode.InvalidGameEvent)),
  ),
  drawDate: dateSchemaOf(dateRule(ErrorCode.DrawDateInvalid, ErrorCode.DrawDateMissing)),
  openSellDate: instant(ErrorCode.OpenSellDateMissing, ErrorCode.InvalidOpenSellDate),
  closeSellDate: instant(ErrorCode.CloseSellDateMissing, ErrorCode.InvalidCloseSellDate),
});
export type CreateDrawRequest = v.InferInput<typeof createDrawSchema>;
