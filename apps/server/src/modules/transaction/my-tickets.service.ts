import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  firstNameOf,
  maskPhone,
  sheetPhotoPath,
  prizeKinds,
  prizeState,
  type MyTicket,
  type OwnershipEvent,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { CurrentMember } from '../../common/session/current-member.js';
import { CertificateService, sheetKey } from '../certificate/index.js';
import { MyTicketsRepository, type LineGift, type LinePrize } from './my-tickets.repository.js';

const lineKey = (line: { orderId: string; productId: string }) =>
  `${line.orderId}-${line.productId}`;

/** `user/myTicket`: the member's tickets of a draw (all draws without `gid`). */
@Injectable()
export class MyTicketsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tickets: MyTicketsRepository,
    private readonly certificates: CertificateService,
  ) {}

  async list(member: CurrentMember, gid: string | undefined): Promise<MyTicket[]> {
    // One statement on one pooled connection of the primary (a member reads what they just
    // changed): when results come out everyone opens their tickets, and each round trip or
    // plan more per page is one less checkout the pool and PostgreSQL can serve.
    const { lines, prizes, gifts, facts } = await this.tickets.page(
      this.dataSource.manager,
      member.id,
      gid,
    );
    const certificates = this.certificates.issueHeld(facts);
    const won = prizesByLine(prizes);
    const passed = giftsByLine(gifts);
    return lines.map((line) => ({
      _id: lineKey(line),
      orderId: line.orderId,
      gid: line.gameEventId,
      roundName: line.roundName,
      drawDate: line.drawDate,
      number: line.number,
      amt: centsToDecimal(line.price),
      sheets: line.sheets.map(({ sheetId, ...sheet }) => ({
        ...sheet,
        certificate: certificates.get(sheetKey(line.orderId, sheet.number, sheet.setNo)),
        // Only the holder is shown the stamped photo; `photo` stays the original.
        ...(sheet.photo ? { stampedPhoto: sheetPhotoPath(sheetId) } : {}),
      })),
      trns: [{ qty: line.sheets.length, createdAt: line.createdAt.toISOString() }],
      isGift: line.forMyself,
      rewardStatus: line.rewardStatus,
      prizes: won.get(lineKey(line)) ?? [],
      cusName: line.cusName,
      giftFrom: receivedFrom(member.id, passed.get(lineKey(line)) ?? []),
      history: historyOf(line.createdAt, passed.get(lineKey(line)) ?? []),
      inGift: (passed.get(lineKey(line)) ?? []).some((gift) => gift.open && gift.status === 'sent'),
    }));
  }
}

function giftsByLine(gifts: LineGift[]): Map<string, LineGift[]> {
  const byLine = new Map<string, LineGift[]>();
  for (const gift of gifts) byLine.set(lineKey(gift), [...(byLine.get(lineKey(gift)) ?? []), gift]);
  return byLine;
}

/**
 * The first name of who gave the member this ticket: the sender of the last gift of it that was
 * received, when the member received it (null for the buyer, also after taking a gift back).
 */
function receivedFrom(memberId: string, gifts: LineGift[]): string | null {
  const last = gifts.findLast((gift) => gift.status === 'received');
  return last && last.receiverId === memberId ? firstNameOf(last.senderName) : null;
}

/**
 * A ticket's changes of hands, oldest first: bought (by whom, when it changed hands since),
 * then each gift it went into: gifted, and received or taken back.
 */
function historyOf(boughtAt: Date, gifts: LineGift[]): OwnershipEvent[] {
  const events: OwnershipEvent[] = [
    {
      event: 'bought',
      at: boughtAt.toISOString(),
      who: gifts[0] ? firstNameOf(gifts[0].buyerName) : null,
    },
  ];
  for (const gift of gifts) {
    const sender = firstNameOf(gift.senderName);
    events.push({ event: 'gifted', at: gift.createdAt.toISOString(), who: sender });
    if (gift.receivedAt)
      events.push({
        event: 'received',
        at: gift.receivedAt.toISOString(),
        who: gift.receiverPhone ? maskPhone(gift.receiverPhone) : null,
      });
    if (gift.cancelledAt)
      events.push({ event: 'takenBack', at: gift.cancelledAt.toISOString(), who: sender });
  }
  return events;
}

/** Each line's prizes in the prize table's order (first prize first). */
function prizesByLine(prizes: LinePrize[]): Map<string, MyTicket['prizes']> {
  const rank = (kind: string) => prizeKinds.indexOf(kind as (typeof prizeKinds)[number]);
  const won = new Map<string, MyTicket['prizes']>();
  for (const prize of [...prizes].sort((a, b) => rank(a.kind) - rank(b.kind))) {
    const key = lineKey(prize);
    won.set(key, [
      ...(won.get(key) ?? []),
      {
        kind: prize.kind,
        amount: centsToDecimal(prize.amount),
        status: prizeState(prize.amount, prize.paid),
        paid: centsToDecimal(prize.paid),
      },
    ]);
  }
  return won;
}
