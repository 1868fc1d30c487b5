import { Injectable } from '@nestjs/common';
import type { OwnedSheet, RewardStatus } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';
import type { SheetFacts } from '../certificate/index.js';
import type { Gift } from './entities/gift.entity.js';

/** One order line a member owns sheets of, with the order and the draw around it. */
export interface OwnedLine {
  /** With each sheet's id: its stamped photo is asked for by id. */
  sheets: Array<OwnedSheet & { sheetId: string }>;
  orderId: string;
  productId: string;
  gameEventId: string;
  roundName: string;
  drawDate: string;
  number: string;
  /** In cents. */
  price: number;
  forMyself: boolean;
  cusName: string | null;
  createdAt: Date;
  /** The best result of its sheets. */
  rewardStatus: RewardStatus;
}

/** What a member's sheets of one order line won, per prize kind; `amount` in cents. */
export interface LinePrize {
  orderId: string;
  productId: string;
  kind: string;
  amount: number;
  /** How much of `amount` is paid (all of it once credited). */
  paid: number;
}

/** One gift a member's order line passed through (its history), with who sent and received. */
export interface LineGift {
  orderId: string;
  productId: string;
  buyerName: string;
  status: Gift['status'];
  open: boolean;
  createdAt: Date;
  receivedAt: Date | null;
  cancelledAt: Date | null;
  senderName: string;
  receiverId: string | null;
  receiverPhone: string | null;
}

/** A member's ticket page as the database has it: lines, their prizes, gifts and sheets' facts. */
export interface TicketPage {
  lines: OwnedLine[];
  prizes: LinePrize[];
  /** Oldest first. */
  gifts: LineGift[];
  facts: SheetFacts[];
}

/** The page as JSON carries it: instants as text, bigints (cents) as text. */
interface TicketPageJson {
  lines: Array<Omit<OwnedLine, 'price' | 'createdAt'> & { price: string; createdAt: string }>;
  prizes: Array<Omit<LinePrize, 'amount' | 'paid'> & { amount: string; paid: string }>;
  gifts: Array<
    Omit<LineGift, 'createdAt' | 'receivedAt' | 'cancelledAt'> & {
      createdAt: string;
      receivedAt: string | null;
      cancelledAt: string | null;
    }
  >;
  facts: Array<Omit<SheetFacts, 'at'> & { at: string }>;
}

const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

/**
 * `user/myTicket`'s read: one call of `my_tickets_read` (migration 2870000000000), which keeps
 * its plan per connection; the four joins it answers were planned again for every request, and
 * on draw day that planning was most of PostgreSQL's work.
 */
@Injectable()
export class MyTicketsRepository {
  async page(
    manager: EntityManager,
    memberId: string,
    gameEventId: string | undefined,
  ): Promise<TicketPage> {
    const rows: Array<{ page: TicketPageJson }> = await manager.query(
      'SELECT my_tickets_read($1, $2) AS page',
      [memberId, gameEventId ?? null],
    );
    const page = rows[0]!.page;
    return {
      lines: page.lines.map((line) => ({
        ...line,
        price: safeInteger(line.price),
        createdAt: new Date(line.createdAt),
      })),
      prizes: page.prizes.map((prize) => ({
        ...prize,
        amount: safeInteger(prize.amount),
        paid: safeInteger(prize.paid),
      })),
      gifts: page.gifts.map((gift) => ({
        ...gift,
        createdAt: new Date(gift.createdAt),
        receivedAt: dateOrNull(gift.receivedAt),
        cancelledAt: dateOrNull(gift.cancelledAt),
      })),
      facts: page.facts.map((fact) => ({ ...fact, at: new Date(fact.at) })),
    };
  }
}
