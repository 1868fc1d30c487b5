import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  firstNameOf,
  maskPhone,
  type GiftBoxDraw,
  type GiftStatus,
  type GiftTicket,
  type GiftView,
  type SentGift,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { SessionService } from '../../common/session/session.service.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { GiftRepository, type GiftLine } from './gift.repository.js';

/** A gift's state as people see it: one nobody received is expired once its draw is settled. */
export function giftStatusOf(gift: { status: string; settled: boolean }): GiftStatus {
  if (gift.status === 'received') return 'received';
  if (gift.status === 'cancelled') return 'cancelled';
  return gift.settled ? 'expired' : 'waiting';
}

const ticketOf = (line: GiftLine): GiftTicket => ({
  number: line.number,
  amt: centsToDecimal(line.price),
  sheets: line.sheets,
});

/** Groups lines (sorted by draw) by draw, keeping their order. */
function byDraw<T>(lines: GiftLine[], group: (lines: GiftLine[]) => T) {
  const draws = new Map<string, GiftLine[]>();
  for (const line of lines) draws.set(line.gid, [...(draws.get(line.gid) ?? []), line]);
  return [...draws.values()].map((drawLines) => ({
    gid: drawLines[0]!.gid,
    roundName: drawLines[0]!.roundName,
    drawDate: drawLines[0]!.drawDate,
    ...group(drawLines),
  }));
}

/** Reads: the gift box, a gift by its link, the gifts a member sent. */
@Injectable()
export class GiftQueryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gifts: GiftRepository,
    private readonly sessions: SessionService,
  ) {}

  /** `transaction/getMyGift`: sendable tickets by draw, then by order, with their photos. */
  async giftBox(member: CurrentMember): Promise<GiftBoxDraw[]> {
    const lines = await this.gifts.giftBox(this.dataSource.manager, member.id);
    return byDraw(lines, (drawLines) => {
      const orders = new Map<string, GiftLine[]>();
      for (const line of drawLines)
        orders.set(line.orderId, [...(orders.get(line.orderId) ?? []), line]);
      return {
        orders: [...orders.values()].map((orderLines) => ({
          orderId: orderLines[0]!.orderId,
          createdAt: orderLines[0]!.createdAt.toISOString(),
          tickets: orderLines.map(ticketOf),
        })),
      };
    });
  }

  /**
   * `expandGift?giftCode=`: public, the link is the permission. Unknown 4101, taken back 4102
   * (nothing about it is shown); otherwise its tickets and state, its sender by first name.
   */
  async view(agentId: string, authorization: unknown, giftCode: string): Promise<GiftView> {
    const manager = this.dataSource.manager;
    const gift = await this.gifts.head(manager, agentId, giftCode);
    if (!gift) throw new AppError(ErrorCode.GiftNotFound);
    if (gift.status === 'cancelled') throw new AppError(ErrorCode.GiftCancelled);
    const viewer = await this.viewerId(authorization, agentId);
    const lines = await this.gifts.giftLines(manager, gift.id);
    return {
      giftCode: gift.code,
      status: giftStatusOf(gift),
      senderName: firstNameOf(gift.senderName),
      name: gift.name,
      createdAt: gift.createdAt.toISOString(),
      receivedAt: gift.receivedAt?.toISOString() ?? null,
      receivedByMe: viewer !== null && viewer === gift.receiverId,
      sentByMe: viewer === gift.senderId,
      draws: byDraw(lines, (drawLines) => ({ tickets: drawLines.map(ticketOf) })),
    };
  }

  /** `transaction/sentGifts`: the member's gifts and their state, by whom (masked) and when. */
  async sent(member: CurrentMember): Promise<SentGift[]> {
    const rows = await this.gifts.sent(this.dataSource.manager, member.id);
    return rows.map((row) => ({
      giftId: row.id,
      giftCode: row.code,
      status: giftStatusOf(row),
      name: row.name,
      phone: row.phone,
      createdAt: row.createdAt.toISOString(),
      receivedAt: row.receivedAt?.toISOString() ?? null,
      receivedBy: row.receiverPhone ? maskPhone(row.receiverPhone) : null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      numbers: row.numbers,
      sheets: row.sheets,
    }));
  }

  /** The signed-in caller, if the request carries a valid session (the page works without). */
  private async viewerId(authorization: unknown, agentId: string): Promise<string | null> {
    if (!authorization) return null;
    try {
      return (await this.sessions.authenticate(authorization, agentId)).id;
    } catch {
      return null;
    }
  }
}
