import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pageOfSql, type Paging } from '../../common/db/page-of.js';
import type { DrawResults } from './prize-matching.js';
import type { DrawStatus } from './draw-status.js';

export interface GameEventRow {
  id: string;
  round_name: string;
  draw_date: string;
  open_sell_at: Date;
  close_sell_at: Date;
  /** As callers must see it: an `ONGO` draw past its close-sell time is already `CLOSE`. */
  status: DrawStatus;
  results: DrawResults | null;
  published_at: Date | null;
}

// Sales close by themselves at the close-sell time: reads never wait for the job that persists it.
const columns = `
  id::text AS id, round_name, to_char(draw_date, 'YYYY-MM-DD') AS draw_date, open_sell_at,
  close_sell_at, results, published_at,
  CASE WHEN status <> 'CLOSE' AND close_sell_at <= now() THEN 'CLOSE' ELSE status END AS status`;

@Injectable()
export class GameEventRepository {
  /** The draw that is open or paused, else the latest one; undefined for a shop without draws. */
  async current(manager: EntityManager, agentId: string): Promise<GameEventRow | undefined> {
    const rows: GameEventRow[] = await manager.query(
      `SELECT ${columns} FROM game_event WHERE agent_id = $1
        ORDER BY (status <> 'CLOSE') DESC, draw_date DESC LIMIT 1`,
      [agentId],
    );
    return rows[0];
  }

  async page(
    manager: EntityManager,
    agentId: string,
    paging: Paging,
  ): Promise<{ rows: GameEventRow[]; total: number }> {
    return pageOfSql<GameEventRow>(
      manager,
      {
        select: columns,
        from: 'FROM game_event',
        where: 'agent_id = $1',
        orderBy: 'draw_date DESC',
        params: [agentId],
      },
      paging,
    );
  }

  /** By id, by draw day, or (neither) the latest published draw of the shop. */
  async find(
    manager: EntityManager,
    agentId: string,
    ref: { gameEventId?: string; date?: string },
  ): Promise<GameEventRow | undefined> {
    const rows: GameEventRow[] = ref.gameEventId
      ? await manager.query(`SELECT ${columns} FROM game_event WHERE agent_id = $1 AND id = $2`, [
          agentId,
          ref.gameEventId,
        ])
      : ref.date
        ? await manager.query(
            `SELECT ${columns} FROM game_event WHERE agent_id = $1 AND draw_date = $2::date`,
            [agentId, ref.date],
          )
        : await manager.query(
            `SELECT ${columns} FROM game_event
              WHERE agent_id = $1 AND published_at IS NOT NULL
              ORDER BY draw_date DESC LIMIT 1`,
            [agentId],
          );
    return rows[0];
  }

  /**
   * Persists the close of every draw past its close-sell time. Conditional, so with several
   * server processes each draw is closed by exactly one of them.
   */
  async closeDue(manager: EntityManager): Promise<{ id: string; agent_id: string }[]> {
    // TypeORM answers an UPDATE ... RETURNING on PostgreSQL with [rows, affected count].
    const [rows]: [{ id: string; agent_id: string }[], number] = await manager.query(
      `UPDATE game_event SET status = 'CLOSE', updated_at = now()
        WHERE status <> 'CLOSE' AND close_sell_at <= now()
        RETURNING id::text AS id, agent_id`,
    );
    return rows;
  }

  async countForAgent(manager: EntityManager, agentId: string): Promise<number> {
    const rows: { n: string }[] = await manager.query(
      `SELECT count(*) AS n FROM game_event WHERE agent_id = $1`,
      [agentId],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
