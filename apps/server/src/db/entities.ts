// Every table's entity, registered in the data source. An entity lives with the code that owns
// its table: a module's `entities/` folder, or common/ for the tables every module shares
// (shops, sessions, audit, idempotency keys, private uploads). test/entities.int-spec.ts checks
// that every table of the migrations has one and that their columns agree.
import { Agent } from '../common/agent/agent.entity.js';
import { AuditLog } from '../common/audit/audit-log.entity.js';
import { IdempotencyKey } from '../common/idempotency/idempotency-key.entity.js';
import { Session } from '../common/session/session.entity.js';
import { SignIn } from '../common/session/sign-in.entity.js';
import { MemberUpload } from '../common/upload/member-upload.entity.js';
import {
  AddressSuspension,
  Captcha,
  LoginFailure,
} from '../modules/auth/entities/login-guard.entity.js';
import { Member } from '../modules/auth/entities/member.entity.js';
import {
  Passkey,
  PasskeyChallenge,
  PasskeyProof,
} from '../modules/auth/entities/passkey.entity.js';
import { Otp, PhoneProof } from '../modules/auth/entities/otp.entity.js';
import {
  BotChat,
  BotLinkToken,
  BotOrderChat,
  NumberAlert,
} from '../modules/bot/entities/bot.entity.js';
import { BotOutbox } from '../modules/notify/entities/bot-outbox.entity.js';
import { SmsOutbox } from '../modules/notify/entities/sms-outbox.entity.js';
import { PushOutbox, PushSubscription } from '../modules/push/entities/push.entity.js';
import {
  NoticePreference,
  NoticeSmsSent,
} from '../modules/notify/entities/notice-preference.entity.js';
import { GameEvent } from '../modules/draw/entities/game-event.entity.js';
import { PrizeTableRow } from '../modules/prize/entities/prize-table.entity.js';
import { TicketPrize } from '../modules/prize/entities/ticket-prize.entity.js';
import { HotPin, ProductGroup } from '../modules/shelf/entities/shelf.entity.js';
import { Product, Sheet } from '../modules/stock/entities/product.entity.js';
import { BakongCheckState, BakongTransaction } from '../modules/payment/entities/bakong.entity.js';
import { Bank } from '../modules/payment/entities/bank.entity.js';
import { Deposit } from '../modules/payment/entities/deposit.entity.js';
import { LedgerEntry } from '../modules/payment/entities/ledger-entry.entity.js';
import { Withdrawal } from '../modules/payment/entities/withdrawal.entity.js';
import { MemberCartLine } from '../modules/cart/entities/member-cart-line.entity.js';
import { MemberLimit } from '../modules/limit/entities/member-limit.entity.js';
import { SiteSetting } from '../modules/setting/entities/site-setting.entity.js';
import { Gift, GiftSheet } from '../modules/transaction/entities/gift.entity.js';
import {
  NumberSubscription,
  SubscriptionRun,
} from '../modules/transaction/entities/number-subscription.entity.js';
import { OrderLine, PurchaseOrder } from '../modules/transaction/entities/purchase-order.entity.js';
import { VitalSample } from '../modules/vitals/entities/vital-sample.entity.js';

export const entities = [
  MemberCartLine,
  Passkey,
  PasskeyChallenge,
  PasskeyProof,
  NumberSubscription,
  SubscriptionRun,
  VitalSample,
  Agent,
  SiteSetting,
  Member,
  Session,
  SignIn,
  SmsOutbox,
  Otp,
  PhoneProof,
  LoginFailure,
  AddressSuspension,
  Captcha,
  Bank,
  AuditLog,
  GameEvent,
  PrizeTableRow,
  Product,
  Sheet,
  ProductGroup,
  HotPin,
  LedgerEntry,
  IdempotencyKey,
  Deposit,
  BakongTransaction,
  BakongCheckState,
  Withdrawal,
  PurchaseOrder,
  OrderLine,
  MemberUpload,
  TicketPrize,
  BotOutbox,
  BotChat,
  BotLinkToken,
  BotOrderChat,
  NumberAlert,
  PushSubscription,
  PushOutbox,
  NoticePreference,
  NoticeSmsSent,
  Gift,
  GiftSheet,
  MemberLimit,
];
