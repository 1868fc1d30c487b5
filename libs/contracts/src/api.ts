/**
 * The API as one typed table (issue 28): each path with its request type, its answer type (what
 * `result.period` holds) and its request fields, with the field rule of ./rules.ts where the
 * server's DTO uses one. The PWA's client is typed by it (a wrong path or a wrong field fails
 * `tsc`), and the server's test/api-table.int-spec.ts walks the OpenAPI document against it:
 * every path there, the same request fields with the same required-ness, the same rules.
 *
 * A field list is checked against its request type by `FieldsOf`: a field missing from the
 * list, an extra one, or an optional field listed as required fails to compile.
 */
import type {
  AdminMember,
  AuditEntry,
  AuditListRequest,
  Bank,
  CaptchaChallenge,
  ChangePasswordRecoveryRequest,
  ChangePasswordRequest,
  GetOtpRequest,
  LockMemberRequest,
  MemberListRequest,
  OtpSent,
  Page,
  PrefixPayment,
  Profile,
  RecoveryOtpRequest,
  RegisterRequest,
  SetNotiRequest,
  SetRoleRequest,
  SignInRequest,
  TokenAnswer,
  UpdateProfileRequest,
  VerifyOtpAnswer,
  VerifyOtpRequest,
  VerifyRecoveryAnswer,
} from './auth.js';
import type { BakongCheckStatus, BakongReconciliation } from './bakong.js';
import type { BotChatStatus, BotLink, NumberAlertItem } from './bot.js';
import type { CartLineRequest, CartQuote, ServerCartLine } from './cart.js';
import type { CertificateCheck } from './certificate.js';
import type {
  CheckedProduct,
  CheckLottoPrizesRequest,
  CheckProductRequest,
  CreateDrawRequest,
  DrawRefRequest,
  DrawResult,
  GameEventItem,
  HomeDraw,
  PagingRequest,
  PrizeCheck,
  PrizeKind,
  PrizeValue,
  ProductGroupItem,
  ProductItem,
  SearchProductRequest,
} from './draw.js';
import type {
  AdminDrawItem,
  AdminPrize,
  CreditPrizeRequest,
  DrawListResponse,
  DrawLiveRequest,
  DrawStatusRequest,
  HotNumberRequest,
  HotPinListResponse,
  PrizeListRequest,
  PrizePayoutRequest,
  PublishResultsRequest,
  PublishResultsResponse,
  ShelfDeleteRequest,
  ShelfDeleteResponse,
  ShelfListResponse,
  ShelfSaveRequest,
  UploadStockResponse,
} from './draw-admin.js';
import type { GiftBoxDraw, GiftView, SendGiftAnswer, SendGiftRequest, SentGift } from './gift.js';
import type { SetLimitsRequest, SpendingLimits } from './limits.js';
import type { FailedJobItem, RetryJobRequest } from './jobs.js';
import type { MyPrizeDraw } from './my-prizes.js';
import type { NoticePreferenceGrid, NoticePreferenceUpdate } from './notice-preferences.js';
import type { PushStatus, PushSubscribeRequest } from './push.js';
import { rules, type FieldRule } from './rules.js';
import type { Passkey, SessionRotated, SessionsOverview } from './sessions.js';
import type { AdminNumberSubscription, NumberSubscription } from './subscription.js';
import type {
  ContactLink,
  SettingUpdateRequest,
  ThemeResponse,
  UploadImgResponse,
  WebSetting,
} from './setting.js';
import type { CheckoutAnswer, CheckoutRequest, MyTicket, OrderTickets } from './transaction.js';
import type { VitalsRequest, VitalSummaryRow } from './vitals.js';
import type {
  AdjustBalanceRequest,
  AdminDeposit,
  AdminWithdrawal,
  BalanceAdjustment,
  Deposit,
  DepositRequest,
  HistoryRequest,
  Reconciliation,
  WalletQueueRequest,
  Withdrawal,
} from './wallet.js';

/** One request field: whether the server requires it, and the shared rule it is checked by. */
export interface FieldSpec<Required extends boolean = boolean> {
  readonly required: Required;
  readonly rule?: FieldRule;
}

/** A required field (with its rule when the DTO uses one of ./rules.ts). */
export const req = (rule?: FieldRule): FieldSpec<true> =>
  rule ? { required: true, rule } : { required: true };
/** A field the request may leave out. */
export const opt = (rule?: FieldRule): FieldSpec<false> =>
  rule ? { required: false, rule } : { required: false };

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** Exactly the request's fields, each required or optional as the type says. */
export type FieldsOf<Req> = {
  readonly [K in keyof Req]-?: FieldSpec<K extends OptionalKeys<Req> ? false : true>;
};

type None = Record<never, never>;

/** How a route takes its request: a JSON body, query parameters (GET) or a multipart form. */
export type Body = 'json' | 'query' | 'multipart';

export interface Route<Req, Answer> {
  readonly body: Body;
  readonly fields: Req extends FormData ? None : FieldsOf<Req>;
  /** Types only: never set at run time. */
  readonly types?: { request: Req; answer: Answer };
}

/** A POST with a JSON body (none when `fields` is empty). */
const post =
  <Req extends object, Answer>() =>
  (fields: FieldsOf<Req>): Route<Req, Answer> =>
    ({ body: 'json', fields }) as Route<Req, Answer>;
/** A GET, its request being its query parameters. */
const get =
  <Req extends object, Answer>() =>
  (fields: FieldsOf<Req>): Route<Req, Answer> =>
    ({ body: 'query', fields }) as Route<Req, Answer>;
/** A multipart upload: its parts are read by the handler, so typed loosely. */
const upload = <Answer>(): Route<FormData, Answer> => ({ body: 'multipart', fields: {} });

const paging = { page: opt(rules.page), limit: opt(rules.limit) } as const;
const drawRef = { gameEventId: opt(), date: opt() } as const;
const dayRange = { StartDate: req(), endDate: req() } as const;
const refId = { RefId: req() } as const;
const noFields = {} as const;
type Id = { id: string };
type CartLines = { products: CartLineRequest[] };

/** WebAuthn's options for the browser, read by `@simplewebauthn/browser` (typed there). */
type PasskeyOptions = unknown;
/** The browser's WebAuthn answer, passed on as it came. */
type PasskeyCredential = { credential: object };

/** Paths answered with a POST, their request the JSON body. */
export const postRoutes = {
  // ---- spec section 4: the wire calls at the root ----
  '/getWebSetting': post<None, WebSetting>()(noFields),
  '/getHome': post<None, HomeDraw | null>()(noFields),
  '/getGameEvent': post<PagingRequest, Page<GameEventItem>>()(paging),
  '/resultLotto': post<DrawRefRequest, DrawResult>()(drawRef),
  '/checkLottoPrizes': post<CheckLottoPrizesRequest, PrizeCheck>()({ ...drawRef, number: req() }),
  '/searchProduct': post<SearchProductRequest, Page<ProductItem>>()({
    ...paging,
    first3: opt(),
    last3: opt(),
    last2: opt(),
    number: opt(),
    tag: opt(),
  }),
  '/randomProduct': post<None, ProductItem | null>()(noFields),
  '/getHotProduct': post<PagingRequest, Page<ProductItem>>()(paging),
  '/getProductGroup': post<PagingRequest, Page<ProductGroupItem>>()(paging),
  '/banklist': post<None, Bank[]>()(noFields),
  '/getTelegramId': post<None, unknown>()(noFields),
  // ---- accounts ----
  '/api/authCustomer': post<SignInRequest, TokenAnswer>()({
    username: req(),
    password: req(),
    captchaId: opt(),
    captcha: opt(),
  }),
  '/api/logout': post<None, null>()(noFields),
  '/api/customer/user/getOtp': post<GetOtpRequest, OtpSent>()({
    Tel: opt(rules.phone),
    purpose: opt(),
  }),
  '/api/customer/user/verifyOtp': post<VerifyOtpRequest, VerifyOtpAnswer>()({
    Tel: req(rules.phone),
    otp: req(rules.otp),
  }),
  '/api/customer/user/register': post<RegisterRequest, TokenAnswer>()({
    Tel: req(rules.phone),
    verifyToken: req(),
    password: req(rules.password),
    name: req(rules.name),
    bankName: opt(rules.bankName),
    accountName: opt(rules.accountName),
    accountNumber: opt(rules.accountNumber),
  }),
  '/api/customer/user/getOtpRecove': post<RecoveryOtpRequest, OtpSent>()({ Tel: req(rules.phone) }),
  '/api/customer/user/verifyOtpRecove': post<VerifyOtpRequest, VerifyRecoveryAnswer>()({
    Tel: req(rules.phone),
    otp: req(rules.otp),
  }),
  '/api/customer/user/changePasswordRecove': post<ChangePasswordRecoveryRequest, null>()({
    Tel: req(rules.phone),
    resetToken: req(),
    password: req(rules.password),
  }),
  '/api/customer/user/profile': post<None, Profile>()(noFields),
  '/api/customer/user/updateProfile': post<
    UpdateProfileRequest,
    Profile & Partial<SessionRotated>
  >()({
    name: opt(rules.name),
    telegram: opt(),
    bankName: opt(rules.bankName),
    accountName: opt(rules.accountName),
    accountNumber: opt(rules.accountNumber),
    otp: opt(rules.otp),
    stepUpToken: opt(),
  }),
  '/api/customer/user/setNoti': post<SetNotiRequest, unknown>()({ type: req() }),
  '/api/customer/user/changePassword': post<ChangePasswordRequest, SessionRotated>()({
    oldPassword: req(),
    newPassword: req(),
  }),
  '/api/customer/user/sessions': post<None, SessionsOverview>()(noFields),
  '/api/customer/user/contactUs': post<None, ContactLink>()(noFields),
  '/api/customer/user/limits': post<None, SpendingLimits>()(noFields),
  '/api/customer/user/setLimits': post<SetLimitsRequest, SpendingLimits>()({
    daily: opt(),
    monthly: opt(),
    breakDays: opt(),
  }),
  // ---- passkeys ----
  '/api/customer/passkey/list': post<None, Passkey[]>()(noFields),
  '/api/customer/passkey/registerOptions': post<None, PasskeyOptions>()(noFields),
  '/api/customer/passkey/register': post<{ name: string } & PasskeyCredential, Passkey[]>()({
    name: req(),
    credential: req(),
  }),
  '/api/customer/passkey/rename': post<Id & { name: string }, Passkey[]>()({
    id: req(),
    name: req(),
  }),
  '/api/customer/passkey/remove': post<
    Id & { password?: string; stepUpToken?: string },
    Passkey[]
  >()({ id: req(), password: opt(), stepUpToken: opt() }),
  '/api/customer/passkey/signInOptions': post<None, PasskeyOptions>()(noFields),
  '/api/customer/passkey/signIn': post<PasskeyCredential, SessionRotated>()({ credential: req() }),
  '/api/customer/passkey/stepUpOptions': post<None, PasskeyOptions>()(noFields),
  '/api/customer/passkey/stepUp': post<PasskeyCredential, { stepUpToken: string }>()({
    credential: req(),
  }),
  // ---- buying, tickets, gifts, subscriptions ----
  '/api/customer/user/checkProduct': post<CheckProductRequest, CheckedProduct[]>()({
    products: req(),
  }),
  // ---- the member's cart kept on the server, and its quote ----
  '/api/customer/cart/list': post<None, ServerCartLine[]>()(noFields),
  '/api/customer/cart/add': post<CartLineRequest, ServerCartLine[]>()({
    productId: req(),
    qty: req(rules.quantity),
  }),
  '/api/customer/cart/replace': post<CartLines, ServerCartLine[]>()({ products: req() }),
  '/api/customer/cart/remove': post<{ productId: string }, ServerCartLine[]>()({
    productId: req(),
  }),
  '/api/customer/cart/clear': post<None, ServerCartLine[]>()(noFields),
  '/api/customer/cart/merge': post<CartLines, ServerCartLine[]>()({ products: req() }),
  '/api/customer/cart/quote': post<CartLines, CartQuote>()({ products: req() }),
  // ---- which channels each kind of notice goes by ----
  '/api/customer/notice-preferences/update': post<NoticePreferenceUpdate, NoticePreferenceGrid>()({
    kind: req(),
    channel: req(),
    on: req(),
  }),
  '/api/customer/transaction/create': post<CheckoutRequest, CheckoutAnswer>()({
    gameEventId: opt(),
    products: req(),
    isGift: opt(),
    cusName: opt(),
    cusTel: opt(),
    cusIdenType: opt(),
    cusIden: opt(),
    cusIdenImg: opt(),
  }),
  '/api/customer/user/myTicket': post<{ gid?: string }, MyTicket[]>()({ gid: opt() }),
  '/api/customer/transaction/getMyGift': post<None, GiftBoxDraw[]>()(noFields),
  '/api/customer/transaction/sendgift': post<SendGiftRequest, SendGiftAnswer>()({
    transactions: req(),
    sheets: opt(),
    name: req(),
    phone: req(),
  }),
  '/api/customer/transaction/recivedGift': post<
    { giftCode: string },
    { giftId: string; sheets: number }
  >()({ giftCode: req() }),
  '/api/customer/transaction/sentGifts': post<None, SentGift[]>()(noFields),
  '/api/customer/transaction/cancelGift': post<{ giftId: string }, { giftId: string }>()({
    giftId: req(),
  }),
  '/api/customer/subscription/list': post<None, NumberSubscription[]>()(noFields),
  '/api/customer/subscription/add': post<
    { number: string; sets: number; friendName?: string; friendPhone?: string },
    NumberSubscription[]
  >()({
    number: req(),
    sets: req(),
    friendName: opt(rules.name),
    friendPhone: opt(rules.phone),
  }),
  '/api/customer/subscription/pause': post<Id & { paused: 0 | 1 }, NumberSubscription[]>()({
    id: req(),
    paused: req(),
  }),
  '/api/customer/subscription/remove': post<Id, NumberSubscription[]>()({ id: req() }),
  // ---- wallet ----
  '/api/customer/payment/deposit': post<DepositRequest, Deposit>()({ amt: req() }),
  '/api/customer/payment/getDeposit': post<{ RefId: string }, Deposit>()(refId),
  '/api/customer/payment/depositLink': post<{ RefId: string }, { link: string | null }>()(refId),
  '/api/customer/payment/withdraw': post<{ stepUpToken?: string }, Withdrawal>()({
    stepUpToken: opt(),
  }),
  '/api/customer/payment/getHistoryDeposit': post<HistoryRequest, Page<Deposit>>()({
    ...dayRange,
    ...paging,
  }),
  '/api/customer/payment/getHistoryWithdraw': post<HistoryRequest, Page<Withdrawal>>()({
    ...dayRange,
    ...paging,
  }),
  '/api/payment/callback': post<{ RefId: string; amt: string; providerRef?: string }, unknown>()({
    RefId: req(),
    amt: req(),
    providerRef: opt(),
  }),
  // ---- the Telegram bot and push notices ----
  '/api/customer/bot/chat': post<None, BotChatStatus>()(noFields),
  '/api/customer/bot/chat/link': post<None, BotLink>()(noFields),
  '/api/customer/bot/chat/unlink': post<None, BotChatStatus>()(noFields),
  '/api/customer/bot/alerts': post<None, NumberAlertItem[]>()(noFields),
  '/api/customer/bot/alerts/add': post<
    { kind: NumberAlertItem['kind']; digits: string },
    NumberAlertItem[]
  >()({ kind: req(), digits: req() }),
  '/api/customer/bot/alerts/remove': post<Id, NumberAlertItem[]>()({ id: req() }),
  '/api/customer/push/subscribe': post<PushSubscribeRequest, PushStatus>()({
    endpoint: req(),
    p256dh: req(),
    auth: req(),
    locale: opt(),
  }),
  '/api/customer/push/unsubscribe': post<{ endpoint: string }, PushStatus>()({ endpoint: req() }),
  '/api/customer/push/status': post<{ endpoint: string }, PushStatus>()({ endpoint: req() }),
  '/api/vitals': post<VitalsRequest, null>()({ page: req(), samples: req() }),
  // ---- admin: members, audit, settings ----
  '/api/company/member/list': post<MemberListRequest, Page<AdminMember>>()({ ...paging, q: opt() }),
  '/api/company/member/lock': post<LockMemberRequest, AdminMember>()({
    userId: req(),
    locked: req(),
  }),
  '/api/company/member/role': post<SetRoleRequest, AdminMember>()({ userId: req(), role: req() }),
  '/api/company/member/payment-type': post<
    { userId: string | number; prefixPayment: PrefixPayment },
    AdminMember
  >()({ userId: req(), prefixPayment: req() }),
  '/api/company/member/limits': post<{ userId: string | number }, SpendingLimits>()({
    userId: req(),
  }),
  '/api/company/audit/list': post<AuditListRequest, Page<AuditEntry>>()(paging),
  '/api/company/setting/update': post<SettingUpdateRequest, WebSetting>()({
    webTitle: opt(rules.webTitle),
    closed: opt(),
    theme: opt(rules.theme),
    telegram: opt(rules.telegramHandle),
    logo: opt(rules.siteImage),
    socialShare: opt(rules.siteImage),
  }),
  '/api/company/setting/uploadImg': upload<UploadImgResponse>(),
  '/api/company/subscription/list': post<None, AdminNumberSubscription[]>()(noFields),
  // ---- admin: draws, shelves, hot numbers, prizes ----
  '/api/company/draw/list': post<PagingRequest, DrawListResponse>()(paging),
  '/api/company/draw/create': post<CreateDrawRequest, AdminDrawItem>()({
    roundName: req(),
    drawDate: req(),
    openSellDate: req(),
    closeSellDate: req(),
  }),
  '/api/company/draw/status': post<DrawStatusRequest, AdminDrawItem>()({
    gameEventId: req(),
    status: req(),
  }),
  '/api/company/draw/live': post<DrawLiveRequest, AdminDrawItem>()({
    gameEventId: req(),
    url: opt(),
    at: opt(),
  }),
  '/api/company/draw/publish': post<PublishResultsRequest, PublishResultsResponse>()({
    gameEventId: req(),
    results: req(),
  }),
  '/api/company/draw/uploadStock': upload<UploadStockResponse>(),
  '/api/company/draw/shelves': post<None, ShelfListResponse>()(noFields),
  '/api/company/draw/shelf/save': post<ShelfSaveRequest, ProductGroupItem>()({
    id: opt(),
    tag: req(),
    nameKm: req(),
    nameTh: req(),
    nameEn: req(),
    sort: opt(),
  }),
  '/api/company/draw/shelf/delete': post<ShelfDeleteRequest, ShelfDeleteResponse>()({ id: req() }),
  '/api/company/draw/hot/list': post<None, HotPinListResponse>()(noFields),
  '/api/company/draw/hot/pin': post<HotNumberRequest, HotPinListResponse>()({ number: req() }),
  '/api/company/draw/hot/unpin': post<HotNumberRequest, HotPinListResponse>()({ number: req() }),
  '/api/company/draw/prizes': post<PrizeListRequest, Page<AdminPrize>>()({
    ...paging,
    gameEventId: opt(),
    status: opt(),
  }),
  '/api/company/draw/prizeTable': post<PrizePayoutRequest, PrizeValue[]>()({
    kind: req(),
    payout: req(),
  }),
  '/api/company/draw/creditPrize': post<
    CreditPrizeRequest,
    { sheetId: string; kind: PrizeKind; amount: string }
  >()({ sheetId: req(), kind: req(), amt: opt() }),
  // ---- admin: money ----
  '/api/company/payment/deposits': post<WalletQueueRequest, Page<AdminDeposit>>()({
    ...paging,
    status: opt(),
    q: opt(),
  }),
  '/api/company/payment/withdrawals': post<WalletQueueRequest, Page<AdminWithdrawal>>()({
    ...paging,
    status: opt(),
    q: opt(),
  }),
  '/api/company/payment/confirmDeposit': post<{ RefId: string }, Deposit>()(refId),
  '/api/company/payment/payWithdraw': post<{ RefId: string; bankReference: string }, Withdrawal>()({
    ...refId,
    bankReference: req(),
  }),
  '/api/company/payment/rejectWithdraw': post<{ RefId: string; reason: string }, Withdrawal>()({
    ...refId,
    reason: req(),
  }),
  '/api/company/payment/adjustBalance': post<AdjustBalanceRequest, BalanceAdjustment>()({
    userId: req(),
    amt: req(),
    reason: req(),
  }),
  '/api/company/payment/bakong': post<None, BakongCheckStatus>()(noFields),
  '/api/company/payment/bakongReconcile': post<
    { StartDate: string; endDate: string },
    BakongReconciliation
  >()(dayRange),
  '/api/company/payment/reconcile': post<None, Reconciliation>()(noFields),
  '/api/company/jobs/retry': post<RetryJobRequest, FailedJobItem[]>()({ queue: req(), id: req() }),
} as const;

/** Paths answered to a GET, their request the query parameters (`{name}`: a path parameter). */
export const getRoutes = {
  '/getWebSetting': get<None, WebSetting>()(noFields),
  '/banklist': get<None, Bank[]>()(noFields),
  '/getTelegramId': get<None, unknown>()(noFields),
  '/revardValue': get<None, PrizeValue[]>()(noFields),
  '/orderTicket': get<{ orderId?: string; t?: string }, OrderTickets>()({
    orderId: opt(),
    t: opt(),
  }),
  '/verifyTicket': get<{ c: string }, CertificateCheck>()({ c: req() }),
  '/.well-known/lottery-ticket-key': get<None, unknown>()(noFields),
  // Files (img src, downloads), not envelopes.
  '/ticket-photo/{file}': get<None, Blob>()(noFields),
  '/api/customer/upload/{name}': get<None, Blob>()(noFields),
  '/api/customer/user/sheetPhoto/{sheetId}': get<None, Blob>()(noFields),
  '/api/company/payment/ledger': get<{ StartDate: string; endDate: string }, Blob>()(dayRange),
  '/api/company/payment/bakongReconcile': get<{ StartDate: string; endDate: string }, Blob>()(
    dayRange,
  ),
  // ---- the public reads: cacheable GETs (issue 31) ----
  '/api/public/home': get<None, HomeDraw | null>()(noFields),
  '/api/public/draws': get<PagingRequest, Page<GameEventItem>>()(paging),
  '/api/public/results': get<DrawRefRequest, DrawResult>()(drawRef),
  '/api/public/check-ticket': get<CheckLottoPrizesRequest, PrizeCheck>()({
    ...drawRef,
    number: req(),
  }),
  '/api/public/search': get<SearchProductRequest, Page<ProductItem>>()({
    ...paging,
    first3: opt(),
    last3: opt(),
    last2: opt(),
    number: opt(),
    tag: opt(),
  }),
  '/api/public/hot': get<PagingRequest, Page<ProductItem>>()(paging),
  '/api/public/shelves': get<PagingRequest, Page<ProductGroupItem>>()(paging),
  '/api/public/prizes': get<None, PrizeValue[]>()(noFields),
  '/api/public/events': get<None, unknown>()(noFields),
  // ---- signed in ----
  '/api/clientSignature': get<None, CaptchaChallenge>()(noFields),
  '/api/customer/user/myPrizes': get<None, MyPrizeDraw[]>()(noFields),
  '/api/customer/transaction/expandGift': get<{ giftCode: string }, GiftView>()({
    giftCode: req(),
  }),
  '/api/customer/push/key': get<None, { publicKey: string }>()(noFields),
  '/api/company/vitals': get<None, VitalSummaryRow[]>()(noFields),
  '/api/company/jobs/failed': get<None, FailedJobItem[]>()(noFields),
  '/api/customer/notice-preferences': get<None, NoticePreferenceGrid>()(noFields),
  '/api/company/setting/getTheme': get<None, ThemeResponse>()(noFields),
} as const;

export type PostPath = keyof typeof postRoutes;
export type GetPath = keyof typeof getRoutes;
/** POSTs with a JSON body (uploads take a FormData: `UploadPath`). */
export type JsonPostPath = {
  [P in PostPath]: RequestOf<P> extends FormData ? never : P;
}[PostPath];
export type UploadPath = Exclude<PostPath, JsonPostPath>;
/** The public reads by their name after `/api/public/` (`apiRead('home')`). */
export type PublicRead = GetPath extends infer P
  ? P extends `/api/public/${infer Name}`
    ? Name
    : never
  : never;

type TypesOf<R> =
  R extends Route<infer Req, infer Answer> ? { request: Req; answer: Answer } : never;
export type RequestOf<P extends PostPath> = TypesOf<(typeof postRoutes)[P]>['request'];
export type AnswerOf<P extends PostPath> = TypesOf<(typeof postRoutes)[P]>['answer'];
export type QueryOf<P extends GetPath> = TypesOf<(typeof getRoutes)[P]>['request'];
export type GetAnswerOf<P extends GetPath> = TypesOf<(typeof getRoutes)[P]>['answer'];
