import { Injectable } from '@nestjs/common';
import { centsToDecimal, prizeKinds, type MyTicket, type RewardStatus } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { CurrentMember } from '../../common/session/current-member.js';
import { TicketRepository } from './ticket.repository.js';

/** `user/myTicket`: the member's tickets of a draw (all draws without `gid`). */
@Injectable()
export class MyTicketsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tickets: TicketRepository,
  ) {}

  async list(member: CurrentMember, gid: string | undefined): Promise<MyTicket[]> {
    const manager = this.dataSource.manager;
    const [rows, prizes] = await Promise.all([
      this.tickets.owned(manager, member.id, gid),
      this.tickets.ownedPrizes(manager, member.id, gid),
    ]);
    // Prizes in the prize table's order (first prize first).
    const rank = (kind: string) => prizeKinds.indexOf(kind as (typeof prizeKinds)[number]);
    prizes.sort((a, b) => rank(a.kind) - rank(b.kind));
    const won = new Map<string, MyTicket['prizes']>();
    for (const prize of prizes) {
      const key = `${prize.order_id}-${prize.product_id}`;
      won.set(key, [
        ...(won.get(key) ?? []),
        { kind: prize.kind, amount: centsToDecimal(Number(prize.amount)) },
      ]);
    }
    return rows.map((row) => ({
      _id: `${row.order_id}-${row.product_id}`,
      orderId: row.order_id,
      gid: row.gid,
      roundName: row.round_name,
      drawDate: row.draw_date,
      number: row.number,
      amt: centsToDecimal(Number(row.price)),
      sheets: row.sheets,
      trns: [{ qty: row.sheets.length, createdAt: row.created_at.toISOString() }],
      isGift: row.is_gift,
      rewardStatus: row.reward_status as RewardStatus,
      prizes: won.get(`${row.order_id}-${row.product_id}`) ?? [],
      cusName: row.cus_name,
    }));
  }
}
