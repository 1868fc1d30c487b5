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

  /** Pinning a number already pinned changes nothing. */
  pin(admin: CurrentMember, number: string): Promise<Page<HotPinItem>> {
    return this.dataSource.transaction(async (manager) => {
      if (await this.pins.pin(manager, admin.agentId, number))
        await this.audited(manager, admin, 'hot.pin', number);
      return this.page(manager, admin.agentId);
    });
  }

  /** Unpinning a number not pinned changes nothing. */
  unpin(admin: CurrentMember, number: string): Promise<Page<HotPinItem>> {
    return this.dataSource.transaction(async (manager) => {
      if (await this.pins.unpin(manager, admin.agentId, number))
        await this.audited(manager, admin, 'hot.unpin', number);
      return this.page(manager, admin.agentId);
    });
  }

  private audited(manager: EntityManager, admin: CurrentMember, action: string, number: string) {
    return this.audit.write(manager, {
      agentId: admin.agentId,
      actorId: admin.id,
      action,
      targetId: null,
      detail: { number },
    });
  }

  private async page(manager: EntityManager, agentId: string): Promise<Page<HotPinItem>> {
    const items = await this.pins.list(manager, agentId);
    return { items, total: items.length };
  }
}
