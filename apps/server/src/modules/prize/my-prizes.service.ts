import { Injectable } from '@nestjs/common';
import { centsToDecimal, prizeState, type MyPrizeDraw } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { CurrentMember } from '../../common/session/current-member.js';
import { MyPrizesRepository } from './my-prizes.repository.js';

/** `user/myPrizes`: every prize the member won, by draw, with what is paid and what waits. */
@Injectable()
export class MyPrizesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly prizes: MyPrizesRepository,
  ) {}

  async list(member: CurrentMember): Promise<MyPrizeDraw[]> {
    const rows = await this.prizes.won(this.dataSource.manager, member.id);
    const draws = new Map<string, MyPrizeDraw>();
    for (const row of rows) {
      const draw = draws.get(row.gid) ?? {
        gid: row.gid,
        roundName: row.roundName,
        drawDate: row.drawDate,
        prizes: [],
      };
      draw.prizes.push({
        number: row.number,
        setNo: row.setNo,
        kind: row.kind,
        amount: centsToDecimal(row.amount),
        paid: centsToDecimal(row.paid),
        remaining: centsToDecimal(row.amount - row.paid),
        status: prizeState(row.amount, row.paid),
        creditedAt: row.creditedAt ? row.creditedAt.toISOString() : null,
      });
      draws.set(row.gid, draw);
    }
    return [...draws.values()];
  }
}
