/**
 * The admin side of draws, stock, shelves, hot numbers and site settings: every call is
 * `POST /api/company/...` with an admin's `Authorization` (401 without a session, 403 for a
 * member who is not an admin) unless said otherwise, and every change is written to the audit
 * log. Answers are the usual envelope; the types below are `result.period`.
 */
import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import { drawRules, idSchema, prizeKinds, prizeRules, ticketNumberSchema } from './draw.js';
import { amountRule, instantRule, rules, textRule } from './rules.js';
import { intSchema, textSchema } from './rule-schemas.js';
import type {
  LiveBroadcast,
  DrawResult,
  DrawStatus,
  GameEventItem,
  PagingRequest,
  PrizeKind,
  ProductGroupItem,
} from './draw.js';
import type { Page } from './auth.js';

const code = (value: ErrorCode) => String(value);

export const drawAdminPaths = {
  list: '/api/company/draw/list',
  create: '/api/company/draw/create',
  status: '/api/company/draw/status',
  uploadStock: '/api/company/draw/uploadStock',
  publish: '/api/company/draw/publish',
  prizes: '/api/company/draw/prizes',
  creditPrize: '/api/company/draw/creditPrize',
  live: '/api/company/draw/live',
  prizeTable: '/api/company/draw/prizeTable',
  shelves: '/api/company/draw/shelves',
  shelfSave: '/api/company/draw/shelf/save',
  shelfDelete: '/api/company/draw/shelf/delete',
  hotList: '/api/company/draw/hot/list',
  hotPin: '/api/company/draw/hot/pin',
  hotUnpin: '/api/company/draw/hot/unpin',
  uploadImg: '/api/company/setting/uploadImg',
  settingUpdate: '/api/company/setting/update',
  /** GET, public (no session needed): the active theme. */
  getTheme: '/api/company/setting/getTheme',
} as const;

/** `draw/list`: `{page?, limit?}` (page from 1, limit 1-100, default 20); newest draw first. */
export type DrawListRequest = PagingRequest;

/** A draw as the admin sees it: the public fields plus its stock counts. */
export interface AdminDrawItem extends GameEventItem {
  /** ISO instant, null until results are published. */
  publishedAt: string | null;
  createdAt: string;
  /** Distinct (number, price) products loaded. */
  products: number;
  /** Sheets loaded in all. */
  sheets: number;
  /** Sheets sold. */
  sold: number;
  live: LiveBroadcast | null;
}

/**
 * `draw/live {gameEventId, url, at}`: the draw's live broadcast link (https) and start time
 * (Bangkok time without an offset); `url: ''` removes it. Audited as `draw.live`.
 */
export const liveRules = {
  url: textRule({
    missing: ErrorCode.MissingField,
    invalid: ErrorCode.InvalidFormat,
    max: 500,
    checks: [/^https:\/\/[^\s"'<>]{1,490}$/],
    example: 'https://www.youtube.com/live/abc',
  }),
  at: instantRule(ErrorCode.InvalidFormat, ErrorCode.MissingField),
};
export interface DrawLiveRequest {
  gameEventId: string | number;
  /** Absent or empty removes the broadcast. */
  url?: string;
  at?: string;
}
export type DrawListResponse = Page<AdminDrawItem>;

/**
 * `draw/create`: `createDrawSchema` / `CreateDrawRequest` from ./draw.js (`{roundName, drawDate,
 * openSellDate, closeSellDate}`; times without an offset are Bangkok time) → `AdminDrawItem`
 * (status BREAK). Codes 1001-1006, 1013-1016.
 */

/** `draw/status`: → `AdminDrawItem`. Codes 1007-1012. */
export interface DrawStatusRequest {
  gameEventId: string | number;
  /** One of `drawStatuses`, else 1012. */
  status: DrawStatus;
}

/**
 * `draw/uploadStock`, multipart/form-data:
 * - `gameEventId` (text field),
 * - `file`: the CSV, one sheet a line `number,set,price[,photo]` (optional header line
 *   `number,set,price,photo`; price a decimal "3.50"),
 * - `photos`: zero or more image files (jpg, jpeg, png, webp), each named as in the CSV's photo
 *   column. Names are sanitised (only letters, digits, `_`, `.`, `-`). A photo named in the CSV
 *   must be uploaded with it or already be on the server (an earlier upload), else that line
 *   is a problem (`field: 'photo'`, code 5002).
 *
 * All or nothing. **A file with bad lines is not an error**: the answer is the success envelope
 * (code 0) with `loaded: 0` and every problem listed by line, so the screen can show them all;
 * nothing was loaded (and no photo kept). `problems` is empty exactly when the file was loaded.
 * An uploaded photo that is not the image its name says (or has no usable name) is a problem
 * at line 0. Errors (envelope with a code): 4001 `gameEventId` missing, 1007 unknown draw, 2001
 * draw closed, 4002 no sheets in the file, 303 `file` missing, 400 not multipart, 413 a photo
 * over `maxPhotoBytes` or the request over 500 MB.
 */
export interface StockProblem {
  /** 1-based line of the CSV (0: an uploaded photo, not a line). */
  line: number;
  field: 'number' | 'set' | 'price' | 'photo' | 'tags' | 'line';
  /** 5002 bad value or photo missing, 2002 duplicate sheet (in the file or already loaded). */
  code: number;
}
export interface UploadStockResponse {
  /** Sheets loaded (0 when there are problems). */
  loaded: number;
  /** Products created or topped up. */
  products: number;
  /** Photos stored with this upload. */
  photos: number;
  problems: StockProblem[];
}
/** Uploaded photos: at most this many bytes each. */
export const maxPhotoBytes = 10_200_000;
/** The CSV: at most this many bytes. */
export const maxStockCsvBytes = 20_000_000;

const winning = (digits: number) =>
  v.array(
    v.pipe(
      v.union([v.string(code(ErrorCode.IncompatibleReward)), v.number()]),
      v.transform((value) => String(value).trim()),
      v.regex(new RegExp(`^\\d{${digits}}$`), code(ErrorCode.IncompatibleReward)),
    ),
    code(ErrorCode.IncompatibleReward),
  );

/**
 * `draw/publish`: the winning numbers of a closed draw, kind by kind. Counts: first 1, near1 2
 * (the first prize ± 1), second 5, third 10, fourth 50, fifth 100 (six digits each), first3 2,
 * last3 2 (three digits), last2 1 (two digits). A wrong count or shape for any kind is 1017
 * (`fields` names the kinds); a draw still on sale 1012; publishing the same results again is
 * fine, different ones 1017. → `DrawResult` (from ./draw.js).
 */
export const publishResultsSchema = v.object({
  gameEventId: idSchema,
  results: v.object(
    {
      first: winning(6),
      near1: winning(6),
      second: winning(6),
      third: winning(6),
      fourth: winning(6),
      fifth: winning(6),
      first3: winning(3),
      last3: winning(3),
      last2: winning(2),
    },
    code(ErrorCode.IncompatibleReward),
  ),
});
export type PublishResultsRequest = {
  gameEventId: string | number;
  results: Record<PrizeKind, string[]>;
};
export const prizeCounts = Object.fromEntries(
  prizeKinds.map((kind) => [kind, prizeRules[kind].count]),
) as Record<PrizeKind, number>;
export type PublishResultsResponse = DrawResult;

/** `draw/shelves`: `{}` → `Page<ProductGroupItem>` (all shelves, by sort then id). */
export type ShelfListResponse = Page<ProductGroupItem>;

/**
 * `draw/shelf/save`: without `id` creates, with `id` updates → `ProductGroupItem`. `tag` is what
 * products carry in `op` (`drawRules.shelfTag`: lower-case letters, digits and dashes, up to 30,
 * as in stock files and the search). A tag already used by another shelf is 2002; an unknown id
 * 404 (code 404). Names: 5005 missing, 5010 longer than 100.
 */
export const shelfSaveSchema = v.object({
  id: v.optional(idSchema),
  tag: textSchema(drawRules.shelfTag),
  nameKm: textSchema(rules.name),
  nameTh: textSchema(rules.name),
  nameEn: textSchema(rules.name),
  sort: intSchema(drawRules.shelfSort),
});
export interface ShelfSaveRequest {
  id?: string | number;
  tag: string;
  nameKm: string;
  nameTh: string;
  nameEn: string;
  sort?: number;
}

/** `draw/shelf/delete`: `{id}` → `{id}`; an unknown id 404 (code 404). */
export interface ShelfDeleteRequest {
  id: string | number;
}
export interface ShelfDeleteResponse {
  id: string;
}

/** A pinned hot number, with how it sells in the current (not closed) draw. */
export interface HotPinItem {
  number: string;
  sort: number;
  /** Sheets sold / left of this number in the current draw (0 when none). */
  sold: number;
  remaining: number;
}
/** `draw/hot/list`: `{}` → `Page<HotPinItem>` (pinned order). */
export type HotPinListResponse = Page<HotPinItem>;

/**
 * `draw/hot/pin` `{number}` (six digits; pins at the end; pinning twice is fine) and
 * `draw/hot/unpin` `{number}` (not pinned: nothing changes) → `Page<HotPinItem>`, the list after.
 */
export const hotNumberSchema = v.object({ number: ticketNumberSchema });
export interface HotNumberRequest {
  number: string | number;
}

/**
 * `draw/prizes`: prizes won by sold tickets, newest draw first; `waiting` ones (above the
 * automatic credit limit) are the admin's queue.
 */
export interface PrizeListRequest extends PagingRequest {
  gameEventId?: string | number;
  /** Default 'waiting'; anything else 5002. */
  status?: 'waiting' | 'credited' | 'all';
}

export interface AdminPrize {
  sheetId: string;
  kind: PrizeKind;
  number: string;
  /** Two-decimal USD. */
  amount: string;
  status: 'waiting' | 'credited';
  /** Two-decimal USD paid so far (part of `amount` while an admin pays it in parts). */
  paid: string;
  gameEventId: string;
  roundName: string;
  member: { userId: string; username: string; name: string };
  settledAt: string;
  creditedAt: string | null;
}

/**
 * `draw/creditPrize`: pays a waiting prize to its owner (ledger `prize`); one already paid is
 * 1018, an unknown one 1009. With `amt`, only that part (a large prize paid in parts): the prize
 * waits for the rest; more than what remains (or 0) is 8002.
 */
export interface CreditPrizeRequest {
  sheetId: string | number;
  kind: PrizeKind;
  amt?: string;
}

/**
 * `draw/prizeTable {kind, payout}`: the shop's USD payout for one prize kind, for the draws
 * published from now on (published ones keep what they paid); audited as `prize.table`. Answers
 * the whole table (`PrizeValue[]`, as `/revardValue`).
 */
export const prizePayoutRule = amountRule({
  missing: ErrorCode.InvalidFormat,
  invalid: ErrorCode.InvalidFormat,
  maxCents: 10_000_000_00,
});
export interface PrizePayoutRequest {
  kind: PrizeKind;
  payout: string;
}
