import { Injectable } from '@nestjs/common';
import type { Page, ProductGroupItem } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import type { Paging } from '../../common/db/page-of.js';
import type { ProductGroup } from './entities/shelf.entity.js';
import { ShelfRepository } from './shelf.repository.js';

export function toShelfItem(shelf: ProductGroup): ProductGroupItem {
  return {
    _id: shelf.id,
    tag: shelf.tag,
    names: { km: shelf.nameKm, th: shelf.nameTh, en: shelf.nameEn },
    sort: shelf.sort,
  };
}

/** The home page's shelves, in their order. */
@Injectable()
export class ShelfService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly shelves: ShelfRepository,
  ) {}

  async page(agentId: string, paging: Paging): Promise<Page<ProductGroupItem>> {
    const { rows, total } = await this.shelves.page(this.dataSource.manager, agentId, paging);
    return { items: rows.map(toShelfItem), total };
  }
}
