/**
 * Draws, stock, search, results and the prize check: request schemas (shared by the PWA's forms
 * and the server's checks; a failure's message is its catalogue code) and response types.
 */
import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import {
  dateRule,
  idListRule,
  idRule,
  instantRule,
  intRule,
  rules,
  textRule,
  type TextRule,
} from './rules.js';
import {
  dateSchemaOf,
  idListSchemaOf,
  idSchemaOf,
  instantSchemaOf,
  intSchema,
  textSchema,
} from './rule-schemas.js';

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
/** A page of a list: both optional (page 1, 20 rows). */
export interface PagingRequest {
  page?: number;
  limit?: number;
}

/** A shelf tag (a product's `op` entry): lower-case letters, digits and dashes. */
export const shelfTag = /^[a-z0-9-]{1,30}$/;

/** Exactly `count` digits (a ticket number or a part of one); anything else is 5002. */
function digitsRule(count: number, numbers = false): TextRule {
  const pattern = new RegExp(`^\\d{${count}}$`);
  return textRule({
    missing: ErrorCode.InvalidFormat,
    invalid: ErrorCode.InvalidFormat,
    max: count,
    checks: [pattern],
    numbers,
    example: '123456'.slice(0, count),
  });
}

/** The draw calls' field rules (the server's DTOs and the PWA's forms are built from these). */
export const drawRules = {
  /** A six-digit ticket number (a JSON number is read as its digits). */
  ticketNumber: digitsRule(6, true),
  first3: digitsRule(3),
  last3: digitsRule(3),
  last2: digitsRule(2),
  /** The same tag rule for shelves, stock files and the search (a tag that could never be
   * searched or loaded is refused when the shelf is saved). */
  shelfTag: textRule({
    missing: ErrorCode.InvalidFormat,
    invalid: ErrorCode.InvalidFormat,
    max: 30,
    checks: [shelfTag],
    example: 'lucky',
  }),
  shelfSort: intRule({
    invalid: ErrorCode.InvalidFormat,
    min: -1_000_000,
    max: 1_000_000,
    default: 0,
    example: 0,
  }),
  /** Ids of the public calls: a bad one is 5002. */
  id: idRule(ErrorCode.InvalidFormat),
  /** The stock upload's draw (a form field): 4001 missing, 1007 not a draw id. */
  stockGameEventId: idRule(ErrorCode.GameEventNotFound, ErrorCode.MissingGameEventId),
  /** A day of the results: a bad one (2026-02-30 too) is 5002. */
  resultDate: dateRule(ErrorCode.InvalidFormat),
  roundName: textRule({
    missing: ErrorCode.InvalidGameEvent,
    invalid: ErrorCode.InvalidGameEvent,
    max: 100,
    example: '16 December 2026',
  }),
  drawDate: dateRule(ErrorCode.DrawDateInvalid, ErrorCode.DrawDateMissing),
  openSellDate: instantRule(ErrorCode.InvalidOpenSellDate, ErrorCode.OpenSellDateMissing),
  closeSellDate: instantRule(ErrorCode.InvalidCloseSellDate, ErrorCode.CloseSellDateMissing),
  /** The cart's re-check: 1 to 200 product ids. */
  productIds: idListRule({
    missing: ErrorCode.MissingProducts,
    invalid: ErrorCode.InvalidFormat,
    max: 200,
    tooMany: ErrorCode.BadRequest,
  }),
} as const;

export const ticketNumberSchema = textSchema(drawRules.ticketNumber);

/** A digits field of the search form: an empty string counts as not filled in. */
const searchDigits = (rule: TextRule) =>
  v.optional(
    v.pipe(
      v.union([v.literal(''), textSchema(rule)], code(rule.invalid)),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

/** The search needs one field filled in: all six digits, a part, or a shelf tag. */
export function hasSearchField(query: {
  number?: string;
  first3?: string;
  last3?: string;
  last2?: string;
  tag?: string;
}): boolean {
  return Boolean(query.number || query.first3 || query.last3 || query.last2 || query.tag);
}

/**
 * `/searchProduct`: all six digits, or at least one of first 3, last 3 or last 2 with exactly its
 * digits (the spec's ticket-check rule); anything else is 5002.
 */
export const searchProductSchema = v.pipe(
  v.object({
    first3: searchDigits(drawRules.first3),
    last3: searchDigits(drawRules.last3),
    last2: searchDigits(drawRules.last2),
    number: searchDigits(drawRules.ticketNumber),
    /** A shelf: only products whose `op` holds this tag. Alone, it lists the whole shelf. */
    tag: v.optional(textSchema(drawRules.shelfTag)),
    ...pagingSchema.entries,
  }),
  v.check((query) => hasSearchField(query), code(ErrorCode.InvalidFormat)),
);
export interface SearchProductRequest {
  first3?: string;
  last3?: string;
  last2?: string;
  number?: string;
  tag?: string;
  page?: number;
  limit?: number;
}

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
  /** `/getHome` only: the draw's results are out (home then links to them). */
  published?: boolean;
  /** `/getHome` only: the draw's live broadcast (home shows a "live" banner around its time). */
  live?: LiveBroadcast | null;
  /** `/getHome` only: true in the demo shop (DEMO_SEED), whose home says it is a demo. */
  demo?: boolean;
}

/** A draw's live stream: an https link and when the broadcast starts (ISO instant). */
export interface LiveBroadcast {
  url: string;
  at: string;
}

/** Home shows the live banner from a little before the broadcast until a while after it. */
const liveWindow = { beforeMs: 15 * 60_000, afterMs: 2 * 3_600_000 };

/** Whether `now` (epoch ms) is in the live banner's window of a broadcast at `at`. */
export function isLiveNow(live: LiveBroadcast | null | undefined, now: number): boolean {
  if (!live) return false;
  const at = Date.parse(live.at);
  return now >= at - liveWindow.beforeMs && now <= at + liveWindow.afterMs;
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

export const checkProductSchema = v.object({ products: idListSchemaOf(drawRules.productIds) });
export interface CheckProductRequest {
  products: Array<string | number>;
}

/** `/api/customer/user/checkProduct` item: current price and stock of a cart line. */
export interface CheckedProduct {
  _id: string;
  amt: string;
  r: number;
}

/** A published draw named by id or by its draw day; neither means the latest published one. */
const drawRefSchema = v.object({
  gameEventId: v.optional(idSchema),
  date: v.optional(dateSchemaOf(drawRules.resultDate)),
});
export interface DrawRefRequest {
  gameEventId?: string | number;
  date?: string;
}

export const checkLottoPrizesSchema = v.object({
  number: ticketNumberSchema,
  ...drawRefSchema.entries,
});
export interface CheckLottoPrizesRequest extends DrawRefRequest {
  number: string | number;
}

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

/** Admin: a new draw (created paused, `BREAK`). Times without an offset are Bangkok time. */
export const createDrawSchema = v.object({
  roundName: textSchema(drawRules.roundName),
  drawDate: dateSchemaOf(drawRules.drawDate),
  openSellDate: instantSchemaOf(drawRules.openSellDate),
  closeSellDate: instantSchemaOf(drawRules.closeSellDate),
});
export interface CreateDrawRequest {
  roundName: string;
  /** YYYY-MM-DD. */
  drawDate: string;
  /** An ISO instant, or YYYY-MM-DDTHH:mm in Bangkok time. */
  openSellDate: string;
  closeSellDate: string;
}

/**
 * The official price printed on every Thai lottery sheet (80 baht), and what it is in USD at the
 * rate the shop pays prizes by (the first prize: 6,000,000 baht paid as $175,000.00): ticket
 * cards show it beside the shop's price, so the markup is visible.
 */
export const officialTicketBaht = 80;
export const officialTicketUsdCents = Math.round((officialTicketBaht * 175_000_00) / 6_000_000);
