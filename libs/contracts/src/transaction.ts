import type { OwnershipEvent } from './gift.js';
import type { PrizeState } from './my-prizes.js';

/**
 * The purchase path: checkout, orders, my tickets and ticket delivery (spec sections 3, 4, 5, 7).
 */
export const identityTypes = ['idcard', 'passport'] as const;
export type IdentityType = (typeof identityTypes)[number];

/**
 * The friend a ticket is bought for (buy mode "1"), by the shared field rules: `rules.name`,
 * `rules.phone`, `rules.idCard` or `rules.passport` by `cusIdenType`, and `rules.idPhoto` (the
 * URL of the buyer's own upload).
 */
export interface CustomerDetails {
  cusName: string;
  cusTel: string;
  cusIdenType: IdentityType;
  cusIden: string;
  cusIdenImg: string;
}

/**
 * `/api/customer/transaction/create`: one to 200 lines (`rules.quantity` sheets each). The
 * customer fields are checked according to the buyer: required for a non-`topup` member buying
 * for a friend, ignored otherwise. The server's `CheckoutDto` is this shape.
 */
export type CheckoutRequest = {
  gameEventId?: string;
  products: Array<{ productId: string; qty: number }>;
  isGift?: boolean;
} & Partial<CustomerDetails>;

/**
 * A successful checkout. `ticketLink` is the messaging-bot deep link for a purchase that is
 * neither `topup` nor a gift (null otherwise, and null while the shop runs no bot: the ticket
 * page `/ex/ticket?t=<ticketToken>` then delivers the tickets).
 */
export interface CheckoutAnswer {
  orderId: string;
  total: string;
  balance: string;
  quantity: number;
  ticketLink: string | null;
  /** The signed token inside `ticketLink`; `/ex/ticket?t=<ticketToken>` shows the tickets too. */
  ticketToken: string | null;
}
/**
 * A 4005 answer names the lines that fell short in `result.fields`: product id to the number of
 * sheets still left, as a string ("0" when sold out).
 */
export type ShortLines = Record<string, string>;

/** One owned sheet. */
export interface OwnedSheet {
  number: string;
  setNo: number;
  photo: string | null;
  /** The sheet's signed certificate (issue 30), for its owner's eyes (my tickets, ticket link). */
  certificate?: string;
  /**
   * The photo stamped with its owner's masked phone, order and date (issue 30), for the owner
   * only: an authenticated GET (`sheetPhotoPath`); `photo` stays the unstamped original.
   */
  stampedPhoto?: string;
}

/** Where the holder of a sheet fetches its stamped photo (with the session's Authorization). */
export const sheetPhotoPath = (sheetId: string) => `/api/customer/user/sheetPhoto/${sheetId}`;

/** 0 awaiting the result, 1 no prize, 2 won (PRODUCT.md, Results and prizes). */
export type RewardStatus = 0 | 1 | 2;

/** `/api/customer/user/myTicket` item: one number of one order line with its sheets. */
export interface MyTicket {
  _id: string;
  orderId: string;
  gid: string;
  roundName: string;
  drawDate: string;
  number: string;
  amt: string;
  sheets: OwnedSheet[];
  /** `trns[0].qty` is the quantity bought (the spec's shape). */
  trns: Array<{ qty: number; createdAt: string }>;
  isGift: boolean;
  rewardStatus: RewardStatus;
  /**
   * What the ticket won, once the draw is published and it won: `waiting` while a prize above
   * the auto-credit limit waits for an admin's payout, `partlyPaid` once part of it is paid
   * (`paid` says how much), `credited` once all of it is in the balance.
   */
  prizes: Array<{ kind: string; amount: string; status: PrizeState; paid: string }>;
  cusName: string | null;
  /**
   * The sender's first name when the member holds the ticket as a gift they received: the
   * receiver reads "a gift from <name>", never the sender's purchase line or price.
   */
  giftFrom: string | null;
  /** How the ticket changed hands: bought, gifted, received, taken back (oldest first). */
  history: OwnershipEvent[];
  /** In a gift the member sent that nobody has received yet. */
  inGift: boolean;
}

/** `/orderTicket` and `/ex/ticket`: what a ticket holder sees. */
export interface OrderTickets {
  orderId: string;
  roundName: string;
  drawDate: string;
  createdAt: string;
  cusName: string | null;
  tickets: Array<{ number: string; amt: string; sheets: OwnedSheet[] }>;
}
