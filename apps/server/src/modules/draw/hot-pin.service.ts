import { Injectable } from '@nestjs/common';
import type { HotPinItem, Page } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { HotPinRepository } from './hot-pin.repository.js';

/** Pinned hot numbers: list, pin, unpin; each change audited. Answers the list after it. */
@Injectable()
export class HotPinService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pins: HotPinRepository,
    private readonly audit: AuditRepository,
  ) {}

  list(admin: CurrentMember): Promise<Page<HotPinItem>> {
    return this.page(this.dataSource.manager, admin.agentId);
  }

  pin(admin: CurrentMember, number: string): Promise<Page<HotPinItem>> {
    return this.change(admin, number, 'hot.pin');
  }

  unpin(admin: CurrentMember, number: string): Promise<Page<HotPinItem>> {
    return this.change(admin, number, 'hot.unpin');
  }

  private change(
    admin: CurrentMember,
    number: string,
    action: 'hot.pin' | 'hot.unpin',
  ): Promise<Page<HotPinItem>> {
    return this.dataSource.transaction(async (manager) => {
      const changed =
        action === 'hot.pin'
          ? await this.pins.pin(manager, admin.agentId, number)
          : await this.pins.unpin(manager, admin.agentId, number);
      if (changed) {
        await this.audit.write(manager, {
          agentId: admin.agentId,
          actorId: admin.id,
          action,
          targetId: null,
          detail: { number },
        });
      }
      return this.page(manager, admin.agentId);
    });
  }

  private async page(manager: EntityManager, agentId: string): Promise<Page<HotPinItem>> {
    const rows = await this.pins.list(manager, agentId);
    const items = rows.map((row) => ({
      number: row.number,
      sort: row.sort,
      sold: Number(row.sold),
      remaining: Number(row.remaining),
    }));
    return { items, total: items.length };
  }
}
