import { Injectable } from '@nestjs/common';
import { centsToDecimal, prizeKinds, type MyTicket } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { CurrentMember } from '../../common/session/current-member.js';
import { TicketRepository, type LinePrize } from './ticket.repository.js';

const lineKey = (line: { orderId: string; productId: string }) =>
  `${line.orderId}-${line.productId}`;

/** `user/myTicket`: the member's tickets of a draw (all draws without `gid`). */
@Injectable()
export class MyTicketsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tickets: TicketRepository,
  ) {}

  async list(member: CurrentMember, gid: string | undefined): Promise<MyTicket[]> {
    const manager = this.dataSource.manager;
    const [lines, prizes] = await Promise.all([
      this.tickets.owned(manager, member.id, gid),
      this.tickets.ownedPrizes(manager, member.id, gid),
    ]);
    const won = prizesByLine(prizes);
    return lines.map((line) => ({
      _id: lineKey(line),
      orderId: line.orderId,
      gid: line.gameEventId,
      roundName: line.roundName,
      drawDate: line.drawDate,
      number: line.number,
      amt: centsToDecimal(line.price),
      sheets: line.sheets,
      trns: [{ qty: line.sheets.length, createdAt: line.createdAt.toISOString() }],
      isGift: line.isGift,
      rewardStatus: line.rewardStatus,
      prizes: won.get(lineKey(line)) ?? [],
      cusName: line.cusName,
    }));
  }
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
        status: prize.waiting ? 'waiting' : 'credited',
      },
    ]);
  }
  return won;
}
