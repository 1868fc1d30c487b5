import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type PrizeKind } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LedgerService } from '../payment/index.js';
import { prizesWon, type DrawResults } from './prize-matching.js';
import { PrizeTableRepository } from './prize-table.repository.js';

export interface Settlement {
  /** Sold sheets settled now (awaiting their result until this run). */
  tickets: number;
  /** Prizes won by them (a sheet can win several). */
  prizes: number;
  /** Of those, credited to their owners' balances at once. */
  credited: number;
  /** Of those, above the automatic limit: waiting for an admin. */
  waiting: number;
}

interface Win {
  sheetId: string;
  kind: PrizeKind;
  memberId: string;
  number: string;
  amount: number;
}

/**
 * Settles a draw when its results are published (PRODUCT.md, Results and prizes): each sold sheet
 * gets its reward status (1 no prize, 2 won), each prize a `ticket_prize` row, and prizes up to
 * the configured limit are credited to the owner through the ledger. Runs inside the publishing
 * transaction; settling again finds no sheet awaiting its result and no prize it could pay twice.
 */
@Injectable()
export class PrizeSettlementService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: LedgerService,
    private readonly prizeTable: PrizeTableRepository,
  ) {}

  async settle(
    manager: EntityManager,
    agentId: string,
    gameEventId: string,
    results: DrawResults,
  ): Promise<Settlement> {
    const sheets: Array<{ id: string; number: string; owner_id: string }> = await manager.query(
      `SELECT id::text, number, owner_id::text FROM sheet
        WHERE game_event_id = $1 AND owner_id IS NOT NULL AND reward_status = 0
        ORDER BY id FOR UPDATE`,
      [gameEventId],
    );
    const payout = new Map(
      (await this.prizeTable.forAgent(manager, agentId)).map((row) => [
        row.kind,
        Number(row.payout_cents),
      ]),
    );
    const wins: Win[] = [];
    const losing: string[] = [];
    const winning: string[] = [];
    for (const sheet of sheets) {
      const won = prizesWon(sheet.number, results);
      (won.length ? winning : losing).push(sheet.id);
      // Two equal winning numbers in one kind pay twice; the row holds the sum per kind.
      const byKind = new Map<PrizeKind, number>();
      for (const { kind } of won)
        byKind.set(kind, (byKind.get(kind) ?? 0) + (payout.get(kind) ?? 0));
      for (const [kind, amount] of byKind) {
        wins.push({
          sheetId: sheet.id,
          kind,
          memberId: sheet.owner_id,
          number: sheet.number,
          amount,
        });
      }
    }
    await manager.query(`UPDATE sheet SET reward_status = 1 WHERE id = ANY($1::bigint[])`, [
      losing,
    ]);
    await manager.query(`UPDATE sheet SET reward_status = 2 WHERE id = ANY($1::bigint[])`, [
      winning,
    ]);

    const limit = this.config.prizeAutoCreditCents;
    const inserted: Array<{
      sheet_id: string;
      kind: PrizeKind;
      member_id: string;
      amount: string;
      status: string;
    }> = await manager.query(
      `INSERT INTO ticket_prize
           (sheet_id, kind, agent_id, game_event_id, member_id, number, amount, status, credited_at)
         SELECT w.sheet_id, w.kind, $1, $2, w.member_id, w.number, w.amount,
                CASE WHEN w.amount <= $3 THEN 'credited' ELSE 'waiting' END,
                CASE WHEN w.amount <= $3 THEN now() END
           FROM unnest($4::bigint[], $5::text[], $6::bigint[], $7::text[], $8::bigint[])
                AS w(sheet_id, kind, member_id, number, amount)
         ON CONFLICT DO NOTHING
         RETURNING sheet_id::text, kind, member_id::text, amount::text, status`,
      [
        agentId,
        gameEventId,
        limit,
        wins.map((w) => w.sheetId),
        wins.map((w) => w.kind),
        wins.map((w) => w.memberId),
        wins.map((w) => w.number),
        wins.map((w) => w.amount),
      ],
    );
    let credited = 0;
    for (const prize of inserted) {
      if (prize.status !== 'credited' || Number(prize.amount) === 0) continue;
      await this.ledger.post(manager, {
        agentId,
        memberId: prize.member_id,
        kind: 'prize',
        amount: Number(prize.amount),
        reference: `prize:${prize.sheet_id}:${prize.kind}`,
      });
      credited++;
    }
    return {
      tickets: sheets.length,
      prizes: inserted.length,
      credited,
      waiting: inserted.filter((prize) => prize.status === 'waiting').length,
    };
  }

  /** An admin pays a prize that waited (above the limit); a prize already paid is 1009. */
  async creditWaiting(
    manager: EntityManager,
    agentId: string,
    prize: { sheetId: string; kind: string },
    adminId: string,
  ): Promise<{ memberId: string; amount: number }> {
    const [rows]: [Array<{ member_id: string; amount: string }>, number] = await manager.query(
      `UPDATE ticket_prize SET status = 'credited', credited_at = now(), credited_by = $4
        WHERE agent_id = $1 AND sheet_id = $2 AND kind = $3 AND status = 'waiting'
        RETURNING member_id::text, amount::text`,
      [agentId, prize.sheetId, prize.kind, adminId],
    );
    const row = rows[0];
    if (!row) throw new AppError(ErrorCode.CannotGetReward);
    const amount = Number(row.amount);
    if (amount > 0) {
      await this.ledger.post(manager, {
        agentId,
        memberId: row.member_id,
        kind: 'prize',
        amount,
        reference: `prize:${prize.sheetId}:${prize.kind}`,
        actorId: adminId,
      });
    }
    return { memberId: row.member_id, amount };
  }
}
