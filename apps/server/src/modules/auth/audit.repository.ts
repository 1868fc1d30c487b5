import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pageOf, type Paging } from '../../common/db/page-of.js';

export interface AuditRow {
  id: string;
  actor: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
  at: Date;
}

@Injectable()
export class AuditRepository {
  async write(
    manager: EntityManager,
    entry: {
      agentId: string;
      actorId: string | null;
      action: string;
      targetId: string | null;
      detail?: Record<string, unknown>;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (agent_id, actor_id, action, target_id, detail)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        entry.agentId,
        entry.actorId,
        entry.action,
        entry.targetId,
        JSON.stringify(entry.detail ?? {}),
      ],
    );
  }

  async list(
    manager: EntityManager,
    agentId: string,
    paging: Paging,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    return pageOf<AuditRow>(
      manager,
      {
        select:
          'a.id, actor.username AS actor, a.action, target.username AS target, a.detail, a.at',
        from: `FROM audit_log a
               LEFT JOIN member actor ON actor.id = a.actor_id
               LEFT JOIN member target ON target.id = a.target_id`,
        where: 'a.agent_id = $1',
        orderBy: 'a.id DESC',
        params: [agentId],
      },
      paging,
    );
  }
}
