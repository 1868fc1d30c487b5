import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type Page,
  type ProductGroupItem,
  type ShelfDeleteResponse,
} from '@lottery/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import {
  ProductGroupAdminRepository,
  ProductGroupRepository,
  type ProductGroupRow,
} from './product-group.repository.js';

export interface ShelfInput {
  id?: string;
  tag: string;
  nameKm: string;
  nameTh: string;
  nameEn: string;
  sort: number;
}

function toItem(row: ProductGroupRow): ProductGroupItem {
  return {
    _id: row.id,
    tag: row.tag,
    names: { km: row.name_km, th: row.name_th, en: row.name_en },
    sort: row.sort,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505'
  );
}

/** Shelves (product groups): list, create or change, delete; each change audited. */
@Injectable()
export class ShelfAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly groups: ProductGroupAdminRepository,
    private readonly shelves: ProductGroupRepository,
    private readonly audit: AuditRepository,
  ) {}

  async list(admin: CurrentMember): Promise<Page<ProductGroupItem>> {
    const { rows, total } = await this.shelves.page(this.dataSource.manager, admin.agentId, {
      page: 1,
      limit: 1000,
    });
    return { items: rows.map(toItem), total };
  }

  /** A tag another shelf has is 2002; an unknown id 404. Renaming a tag renames it on products. */
  async save(admin: CurrentMember, input: ShelfInput): Promise<ProductGroupItem> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        let row: ProductGroupRow | undefined;
        if (input.id) {
          const before = await this.groups.lock(manager, admin.agentId, input.id);
          if (!before) throw new AppError(ErrorCode.RouteNotFound);
          row = await this.groups.update(manager, admin.agentId, input.id, input);
          if (before.tag !== input.tag)
            await this.groups.renameTag(manager, admin.agentId, before.tag, input.tag);
        } else {
          row = await this.groups.insert(manager, admin.agentId, input);
        }
        await this.audit.write(manager, {
          agentId: admin.agentId,
          actorId: admin.id,
          action: input.id ? 'shelf.update' : 'shelf.create',
          targetId: null,
          detail: { shelfId: row!.id, ...input },
        });
        return toItem(row!);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.DuplicateProduct, { tag: '2002' });
      throw error;
    }
  }

  /** The shelf goes, and its tag leaves the products that carried it. */
  async delete(admin: CurrentMember, id: string): Promise<ShelfDeleteResponse> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.groups.lock(manager, admin.agentId, id);
      if (!row) throw new AppError(ErrorCode.RouteNotFound);
      await this.groups.delete(manager, admin.agentId, id);
      await this.groups.renameTag(manager, admin.agentId, row.tag, null);
      await this.audit.write(manager, {
        agentId: admin.agentId,
        actorId: admin.id,
        action: 'shelf.delete',
        targetId: null,
        detail: { shelfId: id, tag: row.tag },
      });
      return { id };
    });
  }
}
