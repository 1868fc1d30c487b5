/**
 * The purchase path: checkout, orders, my tickets and ticket delivery (spec sections 3, 4, 5, 7).
 */
import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import { idSchema } from './draw.js';
import { idCardSchema, nameSchema, passportSchema, phoneSchema } from './fields.js';

const code = (value: ErrorCode) => String(value);

export const identityTypes = ['idcard', 'passport'] as const;
export type IdentityType = (typeof identityTypes)[number];

/** One cart line as checkout takes it; only lines with qty above 0 are sent. */
export const checkoutLineSchema = v.object({
  productId: idSchema,
  qty: v.pipe(
    v.number(code(ErrorCode.ProductRemainingInvalid)),
    v.integer(code(ErrorCode.ProductRemainingInvalid)),
    v.minValue(1, code(ErrorCode.ProductRemainingInvalid)),
    v.maxValue(1000, code(ErrorCode.ProductRemainingInvalid)),
  ),
});

/** The friend a ticket is bought for (buy mode "1"); identity fields are dropped for `topup`. */
export const customerSchema = v.variant('cusIdenType', [
  v.object({
    cusName: nameSchema,
    cusTel: phoneSchema,
    cusIdenType: v.literal('idcard'),
    cusIden: idCardSchema,
    cusIdenImg: v.pipe(
      v.string(code(ErrorCode.MissingField)),
      v.nonEmpty(code(ErrorCode.MissingField)),
    ),
  }),
  v.object({
    cusName: nameSchema,
    cusTel: phoneSchema,
    cusIdenType: v.literal('passport'),
    cusIden: passportSchema,
    cusIdenImg: v.pipe(
      v.string(code(ErrorCode.MissingField)),
      v.nonEmpty(code(ErrorCode.MissingField)),
    ),
  }),
]);
export type CustomerDetails = v.InferInput<typeof customerSchema>;

/**
 * `/api/customer/transaction/create`. The customer fields are checked by the server according to
 * the buyer: required for a non-`topup` member buying for a friend, ignored otherwise.
 */
export const checkoutSchema = v.object({
  gameEventId: v.optional(idSchema),
  products: v.pipe(
    v.array(checkoutLineSchema, code(ErrorCode.MissingProducts)),
    v.nonEmpty(code(ErrorCode.EmptyProductArray)),
    v.maxLength(200, code(ErrorCode.BadRequest)),
  ),
  isGift: v.optional(v.boolean(code(ErrorCode.InvalidFormat)), false),
  cusName: v.optional(v.unknown()),
  cusTel: v.optional(v.unknown()),
  cusIdenType: v.optional(v.unknown()),
  cusIden: v.optional(v.unknown()),
  cusIdenImg: v.optional(v.unknown()),
});
export type CheckoutRequest = {
  gameEventId?: string;
  products: Array<{ productId: string; qty: number }>;
  isGift?: boolean;
} & Partial<CustomerDetails>;

/**
 * A successful checkout. `ticketLink` is the messaging-bot deep link for a purchase that is
 * neither `topup` nor a gift (null otherwise).
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
}

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
  /** What the ticket won, once the draw is published and it won. */
  prizes: Array<{ kind: string; amount: string }>;
  cusName: string | null;
}

export const myTicketSchema = v.object({ gid: v.optional(idSchema) });

/** `/orderTicket`: `orderId` with the owner's session, or `t` (the signed ticket token) alone. */
export const orderTicketSchema = v.object({
  orderId: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,17}$/, code(ErrorCode.InvalidFormat))),
  ),
  t: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, code(ErrorCode.OrderNotFound))),
  ),
});

/** `/orderTicket` and `/ex/ticket`: what a ticket holder sees. */
export interface OrderTickets {
  orderId: string;
  roundName: string;
  drawDate: string;
  createdAt: string;
  cusName: string | null;
  tickets: Array<{ number: string; amt: string; sheets: OwnedSheet[] }>;
}
