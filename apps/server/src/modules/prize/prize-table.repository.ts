import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PrizeTableRow } from './entities/prize-table.entity.js';

@Injectable()
export class PrizeTableRepository {
  /** The shop's own prize table, in prize-table order (none for a shop added later). */
  forAgent(manager: EntityManager, agentId: string): Promise<PrizeTableRow[]> {
    return manager.find(PrizeTableRow, { where: { agentId }, order: { sort: 'ASC' } });
  }

  /** Locks the shop's table: two admins changing it take turns (and read what the other left). */
  async lock(manager: EntityManager, agentId: string): Promise<void> {
    await manager.query('SELECT 1 FROM prize_table WHERE agent_id = $1 FOR UPDATE', [agentId]);
  }

  async save(manager: EntityManager, row: PrizeTableRow): Promise<void> {
    await manager.save(PrizeTableRow, row);
  }
}
