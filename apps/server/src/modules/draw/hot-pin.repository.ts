import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface HotPinRow {
  number: string;
  sort: number;
  sold: string;
  remaining: string;
}

/** Numbers the admin pins to the top of the hot list. */
@Injectable()
export class HotPinRepository {
  /** Pinned order, with how each number sells in the shop's draw that is not closed. */
  async list(manager: EntityManager, agentId: string): Promise<HotPinRow[]> {
    return manager.query(
      `SELECT h.number, h.sort,
              coalesce(sum(p.sold), 0) AS sold, coalesce(sum(p.remaining), 0) AS remaining
         FROM hot_pin h
         LEFT JOIN product p ON p.number = h.number AND p.game_event_id =
              (SELECT id FROM game_event WHERE agent_id = $1 AND status <> 'CLOSE' LIMIT 1)
        WHERE h.agent_id = $1
        GROUP BY h.id, h.number, h.sort
        ORDER BY h.sort, h.id`,
      [agentId],
    );
  }

  /** Pins at the end of the list; a number already pinned stays where it is. */
  async pin(manager: EntityManager, agentId: string, number: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO hot_pin (agent_id, number, sort)
       SELECT $1, $2, coalesce(max(sort), 0) + 1 FROM hot_pin WHERE agent_id = $1
       ON CONFLICT (agent_id, number) DO NOTHING RETURNING id`,
      [agentId, number],
    );
    return rows.length > 0;
  }

  async unpin(manager: EntityManager, agentId: string, number: string): Promise<boolean> {
    // DELETE answers [rows, count].
    const [rows]: [unknown[], number] = await manager.query(
      `DELETE FROM hot_pin WHERE agent_id = $1 AND number = $2 RETURNING id`,
      [agentId, number],
    );
    return rows.length > 0;
  }
}
