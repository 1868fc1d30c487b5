import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PrizeTableRow } from './entities/prize-table.entity.js';

@Injectable()
export class PrizeTableRepository {
  /** The shop's own prize table, in prize-table order (none for a shop added later). */
  forAgent(manager: EntityManager, agentId: string): Promise<PrizeTableRow[]> {
    return manager.find(PrizeTableRow, { where: { agentId }, order: { sort: 'ASC' } });
  }
}
