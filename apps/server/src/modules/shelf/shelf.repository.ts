import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pageOf, type PageOf, type Paging } from '../../common/db/page-of.js';
import { ProductGroup } from './entities/shelf.entity.js';

export type ShelfValues = Pick<ProductGroup, 'tag' | 'nameKm' | 'nameTh' | 'nameEn' | 'sort'>;

/** A tag another shelf of the shop has (the table's unique key). */
export function isTagTaken(error: unknown): boolean {
  return (error as { driverError?: { code?: string } })?.driverError?.code === '23505';
}

/** Shelves (the `product_group` table): the shop's lists of tagged numbers on the home page. */
@Injectable()
export class ShelfRepository {
  /** In their order: sort, then the oldest first. */
  page(manager: EntityManager, agentId: string, paging: Paging): Promise<PageOf<ProductGroup>> {
    return pageOf(
      manager
        .createQueryBuilder(ProductGroup, 'g')
        .where('g.agentId = :agentId', { agentId })
        .orderBy('g.sort')
        .addOrderBy('g.id'),
      paging,
    );
  }

  lock(manager: EntityManager, agentId: string, id: string): Promise<ProductGroup | null> {
    return manager
      .createQueryBuilder(ProductGroup, 'g')
      .where('g.agentId = :agentId AND g.id = :id', { agentId, id })
      .setLock('pessimistic_write')
      .getOne();
  }

  async insert(
    manager: EntityManager,
    agentId: string,
    values: ShelfValues,
  ): Promise<ProductGroup> {
    const { identifiers } = await manager.insert(ProductGroup, { agentId, ...values });
    return manager.findOneByOrFail(ProductGroup, { id: String(identifiers[0]!.id) });
  }

  async update(manager: EntityManager, id: string, values: ShelfValues): Promise<ProductGroup> {
    await manager.update(ProductGroup, { id }, values);
    return manager.findOneByOrFail(ProductGroup, { id });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(ProductGroup, { id });
  }
}
