import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pageOfSql, type PageOf, type Paging } from '../db/page-of.js';
import { AuditLog } from './audit-log.entity.js';

/** An audit entry as the admin list shows it: usernames instead of member ids. */
export interface AuditLine {
  id: string;
  actor: string | null;
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
  at: Date;
}

@Injectable()
export class AuditRepository {
  /** Written in the transaction of the action it records. */
  async write(
    manager: EntityManager,
    entry: Pick<AuditLog, 'agentId' | 'actorId' | 'action' | 'targetId'> & {
      detail?: Record<string, unknown>;
    },
  ): Promise<void> {
    // save, not insert: insert's typing cannot take a free-form jsonb object.
    await manager.save(AuditLog, { ...entry, detail: entry.detail ?? {} });
  }

  list(manager: EntityManager, agentId: string, paging: Paging): Promise<PageOf<AuditLine>> {
    return pageOfSql<AuditLine>(
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
