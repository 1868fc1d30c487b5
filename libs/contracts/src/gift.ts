/**
 * Gifts (issue 13): the gift box, sending by link, opening, receiving once, taking back
 * (spec sections 2, 4, 5, 7: `transaction/getMyGift`, `sendgift`, `expandGift`, `recivedGift`).
 */
import { ErrorCode } from './errors.js';
import { idListRule, idRule, textRule } from './rules.js';
import type { OwnedSheet } from './transaction.js';

/** 16 random bytes, base64url without padding: 22 characters, 128 bits. */
export const giftCodePattern = /^[A-Za-z0-9_-]{22}$/;

export const giftRules = {
  /** A gift code as the link carries it: anything else is malformed (4104), never looked up. */
  giftCode: textRule({
    missing: ErrorCode.GiftCodeMalformed,
    invalid: ErrorCode.GiftCodeMalformed,
    max: 22,
    checks: [giftCodePattern],
    example: 'q3Zr0Yb9Vt5uT2wKx8mN1A',
  }),
  /** The orders (`transactionId`s) a gift holds: 1 to 100 of them. */
  transactions: idListRule({
    missing: ErrorCode.GiftOrdersMissing,
    invalid: ErrorCode.GiftOrdersMissing,
    max: 100,
    tooMany: ErrorCode.GiftOrdersMissing,
  }),
  /** A part of those orders (issue 32): the sheets (`sheetId`s of the gift box) to send. */
  sheets: idListRule({
    missing: ErrorCode.GiftOrdersMissing,
    invalid: ErrorCode.GiftOrdersMissing,
    max: 1000,
    tooMany: ErrorCode.GiftOrdersMissing,
  }),
  giftId: idRule(ErrorCode.GiftNotFound),
} as const;

/** The share link's path: `/reward?giftCode=<code>` (the PWA puts its origin in front). */
export const giftLinkOf = (giftCode: string) => `/reward?giftCode=${giftCode}`;

/** One number of an order with its sheets, as the gift box and a gift show it. */
export interface GiftTicket {
  number: string;
  amt: string;
  /** `sheetId` names a sheet the gift box can send alone (a part of an order). */
  sheets: Array<OwnedSheet & { sheetId: string }>;
}

/** The gift box (`getMyGift`): the member's sendable tickets, by draw, then by order. */
export interface GiftBoxDraw {
  gid: string;
  roundName: string;
  drawDate: string;
  orders: Array<{ orderId: string; createdAt: string; tickets: GiftTicket[] }>;
}

/** `sendgift`: the orders, and the name and phone of the person it is for (spec section 5). */
export interface SendGiftRequest {
  transactions: string[];
  /** Only these sheets of those orders (a number, a set); absent: the whole orders. */
  sheets?: string[];
  name: string;
  phone: string;
}

/** `sendgift`'s answer (`result.period`): the share link's path, its query holds the code. */
export type SendGiftAnswer = string;

/**
 * `waiting` until someone receives it; `received` once (by one member); `cancelled` when the
 * sender took it back; `expired` once its draw's results are published and nobody received it.
 */
export type GiftStatus = 'waiting' | 'received' | 'cancelled' | 'expired';

/** `expandGift?giftCode=`: what anyone holding the link sees. The sender by first name only. */
export interface GiftView {
  giftCode: string;
  status: GiftStatus;
  senderName: string;
  /** The name the sender wrote for the person it is for. */
  name: string;
  createdAt: string;
  receivedAt: string | null;
  /** True when the signed-in caller is the one who received it. */
  receivedByMe: boolean;
  /** True when the signed-in caller sent it (they cannot receive it). */
  sentByMe: boolean;
  draws: Array<{ gid: string; roundName: string; drawDate: string; tickets: GiftTicket[] }>;
}

/** A gift the member sent (`transaction/sentGifts`). */
export interface SentGift {
  giftId: string;
  giftCode: string;
  status: GiftStatus;
  name: string;
  phone: string;
  createdAt: string;
  receivedAt: string | null;
  /** The receiver's phone, masked (`012****78`). */
  receivedBy: string | null;
  cancelledAt: string | null;
  numbers: string[];
  sheets: number;
}

/** One change of hands of a ticket (`myTicket`'s `history`), oldest first. */
export interface OwnershipEvent {
  event: 'bought' | 'gifted' | 'received' | 'takenBack';
  at: string;
  /** Who: a first name (bought, gifted) or a masked phone (received). */
  who: string | null;
}

/** Masks a phone for someone else's eyes: the first three and last two digits. */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

/** The first word of a name: all a gift link says about its sender. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
