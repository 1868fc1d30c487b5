import { Injectable } from '@nestjs/common';
import type { PrizeKind } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { safeInteger } from '../../common/db/columns.js';

/** One prize a member won, with its draw and sheet; amounts in cents. */
export interface WonPrize {
  gid: string;
  roundName: string;
  drawDate: string;
  number: string;
  setNo: number;
  kind: PrizeKind;
  amount: number;
  paid: number;
  creditedAt: Date | null;
}

@Injectable()
export class MyPrizesRepository {
  /** Newest draw first; within a draw the largest prizes first. */
  async won(manager: EntityManager, memberId: string): Promise<WonPrize[]> {
    const rows: Array<Omit<WonPrize, 'amount' | 'paid'> & { amount: string; paid: string }> =
      await manager.query(
        `SELECT g.id::text AS gid, g.round_name AS "roundName",
                to_char(g.draw_date, 'YYYY-MM-DD') AS "drawDate", p.number, s.set_no AS "setNo",
                p.kind, p.amount::text AS amount, p.paid::text AS paid,
                p.credited_at AS "creditedAt"
           FROM ticket_prize p
           JOIN sheet s ON s.id = p.sheet_id
           JOIN game_event g ON g.id = p.game_event_id
          WHERE p.member_id = $1
          ORDER BY g.draw_date DESC, g.id DESC, p.amount DESC, p.number, s.set_no, p.kind`,
        [memberId],
      );
    return rows.map((row) => ({
      ...row,
      amount: safeInteger(row.amount),
      paid: safeInteger(row.paid),
    }));
  }
}
