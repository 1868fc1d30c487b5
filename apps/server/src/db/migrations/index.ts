import { AgentAndSiteSetting1700000000000 } from './1700000000000-agent-and-site-setting.js';
import { Accounts1700000000001 } from './1700000000001-accounts.js';
import { DrawsAndStock1800000000000 } from './1800000000000-draws-and-stock.js';
import { LedgerAndIdempotency1900000000000 } from './1900000000000-ledger-and-idempotency.js';
import { Wallet1900000000001 } from './1900000000001-wallet.js';
import { Orders1900000000002 } from './1900000000002-orders.js';
import { PrizeSettlement1900000000003 } from './1900000000003-prize-settlement.js';
import { SessionLimits2000000000000 } from './2000000000000-session-limits.js';
import { UploadQuota2030000000000 } from './2030000000000-upload-quota.js';
import { Gifts2100000000000 } from './2100000000000-gifts.js';
import { Bot2200000000000 } from './2200000000000-bot.js';
import { VitalSamples2300000000000 } from './2300000000000-vital-samples.js';
import { SpendingLimits2400000000000 } from './2400000000000-spending-limits.js';
import { DrawLive2400000000001 } from './2400000000001-draw-live.js';
import { CheckoutFunction2500000000000 } from './2500000000000-checkout-function.js';
import { CheckoutGenericPlans2500000000001 } from './2500000000001-checkout-generic-plans.js';
import { SessionDevices2600000000000 } from './2600000000000-session-devices.js';
import { DeviceThrottling2600000000001 } from './2600000000001-device-throttling.js';
import { BakongCheck2620000000000 } from './2620000000000-bakong-check.js';
import { PrizePaid2660000000000 } from './2660000000000-prize-paid.js';
import { Passkeys2700000000000 } from './2700000000000-passkeys.js';
import { PushNotices2750000000000 } from './2750000000000-push-notices.js';
import { NumberSubscriptions2760000000000 } from './2760000000000-number-subscriptions.js';
import { SubscriptionFriend2850000000000 } from './2850000000000-subscription-friend.js';
import { MyTicketsRead2870000000000 } from './2870000000000-my-tickets-read.js';
import { LedgerPostFunction2800000000000 } from './2800000000000-ledger-post-function.js';
import { StockSheetFunctions2800000000001 } from './2800000000001-stock-sheet-functions.js';
import { LimitMaySpendFunction2800000000002 } from './2800000000002-limit-may-spend-function.js';
import { OneCheckout2800000000003 } from './2800000000003-one-checkout.js';
import { MemberCart2810000000000 } from './2810000000000-member-cart.js';
import { NoticePreferences2830000000000 } from './2830000000000-notice-preferences.js';

/** In order. Listed as classes rather than a glob so the same list works under jest and node. */
export const migrations = [
  AgentAndSiteSetting1700000000000,
  Accounts1700000000001,
  DrawsAndStock1800000000000,
  LedgerAndIdempotency1900000000000,
  Wallet1900000000001,
  Orders1900000000002,
  PrizeSettlement1900000000003,
  SessionLimits2000000000000,
  UploadQuota2030000000000,
  Gifts2100000000000,
  Bot2200000000000,
  VitalSamples2300000000000,
  SpendingLimits2400000000000,
  DrawLive2400000000001,
  CheckoutFunction2500000000000,
  CheckoutGenericPlans2500000000001,
  SessionDevices2600000000000,
  DeviceThrottling2600000000001,
  BakongCheck2620000000000,
  PrizePaid2660000000000,
  Passkeys2700000000000,
  PushNotices2750000000000,
  NumberSubscriptions2760000000000,
  LedgerPostFunction2800000000000,
  StockSheetFunctions2800000000001,
  LimitMaySpendFunction2800000000002,
  OneCheckout2800000000003,
  MemberCart2810000000000,
  NoticePreferences2830000000000,
  SubscriptionFriend2850000000000,
  MyTicketsRead2870000000000,
];
