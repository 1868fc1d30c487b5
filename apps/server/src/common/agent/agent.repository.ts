import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

@Injectable()
export class AgentRepository {
  async exists(manager: EntityManager, agentId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM agent WHERE id = $1', [agentId]);
    return rows.length > 0;
  }
}
