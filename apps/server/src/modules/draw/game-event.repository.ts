import { Injectable } from '@nestjs/common';
import type { DrawStatus } from '@lottery/contracts';
import { Not, QueryFailedError, type EntityManager } from 'typeorm';
import { pageOf, type PageOf, type Paging } from '../../common/db/page-of.js';
import type { DrawResults } from '../prize/index.js';
import { GameEvent } from './entities/game-event.entity.js';

export type NewDraw = Pick<
  GameEvent,
  'agentId' | 'roundName' | 'drawDate' | 'openSellAt' | 'closeSellAt'
>;

/** A draw's stock, as the admin list shows it (the stock module's tables, counted here). */
export interface DrawStock {
  products: number;
  sheets: number;
  sold: number;
}

/** Which unique rule a new draw broke: another draw not closed, or the same draw day. */
export function drawConflict(error: unknown): 'not-closed' | 'same-day' | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  return constraint === 'game_event_one_not_closed' ? 'not-closed' : 'same-day';
}

/** The draws (`game_event`): reads, the admin's changes and the auto-close. */
@Injectable()
export class GameEventRepository {
  /** The draw that is open or paused, else the latest one; null for a shop without draws. */
  current(manager: EntityManager, agentId: string): Promise<GameEvent | null> {
    return manager
      .createQueryBuilder(GameEvent, 'g')
      .where('g.agentId = :agentId', { agentId })
      .orderBy(`g.status <> 'CLOSE'`, 'DESC')
      .addOrderBy('g.drawDate', 'DESC')
      .getOne();
  }

  /** Newest draw day first. */
  page(manager: EntityManager, agentId: string, paging: Paging): Promise<PageOf<GameEvent>> {
    return pageOf(
      manager
        .createQueryBuilder(GameEvent, 'g')
        .where('g.agentId = :agentId', { agentId })
        .orderBy('g.drawDate', 'DESC')
        .addOrderBy('g.id', 'DESC'),
      paging,
    );
  }

  /** By id, by draw day, or (neither) the latest published draw of the shop. */
  find(
    manager: EntityManager,
    agentId: string,
    ref: { gameEventId?: string; date?: string },
  ): Promise<GameEvent | null> {
    if (ref.gameEventId) return manager.findOneBy(GameEvent, { agentId, id: ref.gameEventId });
    if (ref.date) return manager.findOneBy(GameEvent, { agentId, drawDate: ref.date });
    return manager
      .createQueryBuilder(GameEvent, 'g')
      .where('g.agentId = :agentId AND g.publishedAt IS NOT NULL', { agentId })
      .orderBy('g.drawDate', 'DESC')
      .getOne();
  }

  /** The draw, locked for a change: changes of one draw take turns. */
  lock(manager: EntityManager, agentId: string, id: string): Promise<GameEvent | null> {
    return manager
      .createQueryBuilder(GameEvent, 'g')
      .where('g.agentId = :agentId AND g.id = :id', { agentId, id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Whether the shop has a draw that is not closed (the unique index is the last word). */
  async anyNotClosed(manager: EntityManager, agentId: string): Promise<boolean> {
    return manager.exists(GameEvent, { where: { agentId, status: Not('CLOSE') } });
  }

  /** A new draw, paused (`BREAK`); answers its id. */
  async insert(manager: EntityManager, draw: NewDraw): Promise<string> {
    const { identifiers } = await manager.insert(GameEvent, draw);
    return String(identifiers[0]!.id);
  }

  async setStatus(manager: EntityManager, id: string, status: DrawStatus): Promise<void> {
    await manager.update(GameEvent, { id }, { status });
  }

  async setLive(
    manager: EntityManager,
    id: string,
    live: { url: string; at: Date } | null,
  ): Promise<void> {
    await manager.update(
      GameEvent,
      { id },
      { liveUrl: live?.url ?? null, liveAt: live?.at ?? null },
    );
  }

  /** Results published: the draw is closed for good. */
  async publish(manager: EntityManager, id: string, results: DrawResults): Promise<void> {
    await manager.update(
      GameEvent,
      { id },
      { status: 'CLOSE', results: results as GameEvent['results'], publishedAt: () => 'now()' },
    );
  }

  /**
   * Persists the close of every draw past its close-sell time. Conditional, so with several
   * server processes each draw is closed by exactly one of them.
   */
  async closeDue(manager: EntityManager): Promise<Pick<GameEvent, 'id' | 'agentId'>[]> {
    const result = await manager
      .createQueryBuilder()
      .update(GameEvent)
      .set({ status: 'CLOSE' })
      .where(`status <> 'CLOSE' AND close_sell_at <= now()`)
      .returning(['id', 'agentId'])
      .execute();
    return (result.raw as Array<{ id: string; agent_id: string }>).map((row) => ({
      id: String(row.id),
      agentId: row.agent_id,
    }));
  }

  /** Products, sheets and sold sheets of each draw (none: zeros). */
  async stockOf(manager: EntityManager, drawIds: string[]): Promise<Map<string, DrawStock>> {
    const rows: Array<DrawStock & { id: string }> = await manager.query(
      `SELECT g.id::text AS id,
              (SELECT count(*)::int FROM product p WHERE p.game_event_id = g.id) AS products,
              (SELECT count(*)::int FROM sheet s WHERE s.game_event_id = g.id) AS sheets,
              (SELECT count(*)::int FROM sheet s
                WHERE s.game_event_id = g.id AND s.sold_to IS NOT NULL) AS sold
         FROM game_event g WHERE g.id = ANY($1::bigint[])`,
      [drawIds],
    );
    return new Map(rows.map(({ id, ...stock }) => [id, stock]));
  }
}
