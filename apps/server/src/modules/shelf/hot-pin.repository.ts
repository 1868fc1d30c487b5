import { Injectable } from '@nestjs/common';
import type { HotPinItem } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { HotPin } from './entities/shelf.entity.js';

/** Numbers the admin pins to the top of the hot list. */
@Injectable()
export class HotPinRepository {
  /**
   * Pinned order, with how each number sells in the shop's draw that is not closed (the stock's
   * and the draw's tables, read here).
   */
  list(manager: EntityManager, agentId: string): Promise<HotPinItem[]> {
    return manager.query(
      `SELECT h.number, h.sort,
              coalesce(sum(p.sold), 0)::int AS sold, coalesce(sum(p.remaining), 0)::int AS remaining
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
    const { affected } = await manager.delete(HotPin, { agentId, number });
    return (affected ?? 0) > 0;
  }
}
