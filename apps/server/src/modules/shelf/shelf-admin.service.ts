import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type Page,
  type ProductGroupItem,
  type ShelfDeleteResponse,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { ProductTags } from '../stock/index.js';
import { isTagTaken, ShelfRepository, type ShelfValues } from './shelf.repository.js';
import { toShelfItem } from './shelf.service.js';

/** All of a shop's shelves fit one admin screen. */
const ADMIN_LIST = { page: 1, limit: 1000 };

/** Shelves (product groups): list, create or change, delete; each change audited. */
@Injectable()
export class ShelfAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly shelves: ShelfRepository,
    private readonly tags: ProductTags,
    private readonly audit: AuditRepository,
  ) {}

  async list(admin: CurrentMember): Promise<Page<ProductGroupItem>> {
    const { rows, total } = await this.shelves.page(
      this.dataSource.manager,
      admin.agentId,
      ADMIN_LIST,
    );
    return { items: rows.map(toShelfItem), total };
  }

  /**
   * Without `id` creates, with it changes (an unknown id is 404). A tag another shelf has is
   * 2002. Renaming a tag renames it on the products that carry it.
   */
  async save(
    admin: CurrentMember,
    input: ShelfValues & { id?: string },
  ): Promise<ProductGroupItem> {
    const { id, ...values } = input;
    try {
      return await this.dataSource.transaction(async (manager) => {
        let shelf;
        if (id) {
          const before = await this.shelves.lock(manager, admin.agentId, id);
          if (!before) throw new AppError(ErrorCode.RouteNotFound);
          shelf = await this.shelves.update(manager, id, values);
          if (before.tag !== values.tag)
            await this.tags.rename(manager, admin.agentId, before.tag, values.tag);
        } else {
          shelf = await this.shelves.insert(manager, admin.agentId, values);
        }
        await this.audit.write(manager, {
          agentId: admin.agentId,
          actorId: admin.id,
          action: id ? 'shelf.update' : 'shelf.create',
          targetId: null,
          detail: { shelfId: shelf.id, ...input },
        });
        return toShelfItem(shelf);
      });
    } catch (error) {
      if (isTagTaken(error)) throw new AppError(ErrorCode.DuplicateProduct, { tag: '2002' });
      throw error;
    }
  }

  /** The shelf goes, and its tag leaves the products that carried it. */
  async delete(admin: CurrentMember, id: string): Promise<ShelfDeleteResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shelf = await this.shelves.lock(manager, admin.agentId, id);
      if (!shelf) throw new AppError(ErrorCode.RouteNotFound);
      await this.shelves.delete(manager, id);
      await this.tags.rename(manager, admin.agentId, shelf.tag, null);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'shelf.delete',
        targetId: null,
        detail: { shelfId: id, tag: shelf.tag },
      });
      return { id };
    });
  }
}
