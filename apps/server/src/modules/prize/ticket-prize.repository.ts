import { Injectable } from '@nestjs/common';
import type { AdminPrize } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { pageOf, type PageOf, type Paging } from '../../common/db/page-of.js';
import { TicketPrize } from './entities/ticket-prize.entity.js';

export type NewPrize = Pick<
  TicketPrize,
  'sheetId' | 'kind' | 'memberId' | 'number' | 'amount' | 'status'
>;

export interface PrizeFilter {
  status: 'waiting' | 'credited' | 'all';
  gameEventId?: string;
}

/** What the admin's prize list shows beside a prize: its round and its winner. */
export interface PrizeContext {
  rounds: Map<string, string>;
  members: Map<string, AdminPrize['member']>;
}

/** Prizes won by sold sheets: one row per sheet and kind, so each is paid at most once. */
@Injectable()
export class TicketPrizeRepository {
  /**
   * Records the prizes of a settlement; a prize already recorded is skipped. Answers the ones
   * recorded now. Plain SQL: one set of array parameters, however many sheets won.
   */
  async insertNew(
    manager: EntityManager,
    draw: { agentId: string; gameEventId: string },
    prizes: NewPrize[],
  ): Promise<NewPrize[]> {
    const rows: Array<Pick<NewPrize, 'sheetId' | 'kind'>> = await manager.query(
      `INSERT INTO ticket_prize
           (sheet_id, kind, agent_id, game_event_id, member_id, number, amount, status, credited_at,
            paid)
         SELECT w.sheet_id, w.kind, $1, $2, w.member_id, w.number, w.amount, w.status,
                CASE WHEN w.status = 'credited' THEN now() END,
                CASE WHEN w.status = 'credited' THEN w.amount ELSE 0 END
           FROM unnest($3::bigint[], $4::text[], $5::bigint[], $6::text[], $7::bigint[], $8::text[])
                AS w(sheet_id, kind, member_id, number, amount, status)
         ON CONFLICT DO NOTHING
         RETURNING sheet_id::text AS "sheetId", kind`,
      [
        draw.agentId,
        draw.gameEventId,
        prizes.map((p) => p.sheetId),
        prizes.map((p) => p.kind),
        prizes.map((p) => p.memberId),
        prizes.map((p) => p.number),
        prizes.map((p) => p.amount),
        prizes.map((p) => p.status),
      ],
    );
    const recorded = new Set(rows.map((row) => `${row.sheetId}:${row.kind}`));
    return prizes.filter((p) => recorded.has(`${p.sheetId}:${p.kind}`));
  }

  /** The shop's prize, locked: two admins crediting it take turns. */
  lock(
    manager: EntityManager,
    agentId: string,
    prize: { sheetId: string; kind: string },
  ): Promise<TicketPrize | null> {
    return manager
      .createQueryBuilder(TicketPrize, 'p')
      .where('p.agentId = :agentId AND p.sheetId = :sheetId AND p.kind = :kind', {
        agentId,
        ...prize,
      })
      .setLock('pessimistic_write')
      .getOne();
  }

  async markCredited(manager: EntityManager, prize: TicketPrize, adminId: string): Promise<void> {
    await manager.update(
      TicketPrize,
      { sheetId: prize.sheetId, kind: prize.kind },
      { status: 'credited', creditedAt: () => 'now()', creditedBy: adminId, paid: prize.amount },
    );
  }

  /** Part of a waiting prize paid: it keeps waiting for the rest. */
  async markPartPaid(manager: EntityManager, prize: TicketPrize, paid: number): Promise<void> {
    await manager.update(TicketPrize, { sheetId: prize.sheetId, kind: prize.kind }, { paid });
  }

  /** Newest draw first, the largest prizes first within it. */
  page(
    manager: EntityManager,
    agentId: string,
    filter: PrizeFilter,
    paging: Paging,
  ): Promise<PageOf<TicketPrize>> {
    const query = manager
      .createQueryBuilder(TicketPrize, 'p')
      .where('p.agentId = :agentId', { agentId })
      .orderBy('p.gameEventId', 'DESC')
      .addOrderBy('p.amount', 'DESC')
      .addOrderBy('p.sheetId')
      .addOrderBy('p.kind');
    if (filter.gameEventId) query.andWhere('p.gameEventId = :id', { id: filter.gameEventId });
    if (filter.status !== 'all') query.andWhere('p.status = :status', { status: filter.status });
    return pageOf(query, paging);
  }

  /** Round names and winners of a page of prizes (the draw's and the member's tables, read). */
  async context(manager: EntityManager, prizes: TicketPrize[]): Promise<PrizeContext> {
    const drawIds = [...new Set(prizes.map((p) => p.gameEventId))];
    const memberIds = [...new Set(prizes.map((p) => p.memberId))];
    const rounds: Array<{ id: string; round_name: string }> = await manager.query(
      `SELECT id::text AS id, round_name FROM game_event WHERE id = ANY($1::bigint[])`,
      [drawIds],
    );
    const members: Array<{ id: string; username: string; name: string }> = await manager.query(
      `SELECT id::text AS id, username, name FROM member WHERE id = ANY($1::bigint[])`,
      [memberIds],
    );
    return {
      rounds: new Map(rounds.map((row) => [row.id, row.round_name])),
      members: new Map(
        members.map((row) => [row.id, { userId: row.id, username: row.username, name: row.name }]),
      ),
    };
  }
}
