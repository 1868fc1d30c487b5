import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  type GameEventItem,
  type HomeDraw,
  type Page,
  type ProductGroupItem,
  type ProductItem,
} from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { GameEventRepository, type GameEventRow } from './game-event.repository.js';
import { ProductGroupRepository } from './product-group.repository.js';
import { ProductRepository, type ProductFilter, type ProductRow } from './product.repository.js';

import type { Paging } from '../../common/db/page-of.js';

export function toHomeDraw(row: GameEventRow): HomeDraw {
  return {
    _id: row.id,
    status: row.status,
    roundName: row.round_name,
    drawDate: row.draw_date,
    openSellAt: row.open_sell_at.toISOString(),
    closeSellAt: row.close_sell_at.toISOString(),
  };
}

export function toProductItem(row: ProductRow): ProductItem {
  return {
    _id: String(row.id),
    number: row.number,
    amt: centsToDecimal(Number(row.price)),
    r: row.remaining,
    pi: row.photo,
    op: row.op,
  };
}

/** The public, read-only side of draws and stock: home, draw list, shelves, hot, search. */
@Injectable()
export class DrawQueryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameEvents: GameEventRepository,
    private readonly products: ProductRepository,
    private readonly groups: ProductGroupRepository,
  ) {}

  async home(agentId: string): Promise<HomeDraw | null> {
    const row = await this.gameEvents.current(this.dataSource.manager, agentId);
    return row ? toHomeDraw(row) : null;
  }

  async list(agentId: string, { page, limit }: Paging): Promise<Page<GameEventItem>> {
    const { rows, total } = await this.gameEvents.page(this.dataSource.manager, agentId, {
      page,
      limit,
    });
    return {
      items: rows.map((row) => ({ ...toHomeDraw(row), published: row.published_at !== null })),
      total,
    };
  }

  async productGroups(agentId: string, { page, limit }: Paging): Promise<Page<ProductGroupItem>> {
    const { rows, total } = await this.groups.page(this.dataSource.manager, agentId, {
      page,
      limit,
    });
    return {
      items: rows.map((row) => ({
        _id: row.id,
        tag: row.tag,
        names: { km: row.name_km, th: row.name_th, en: row.name_en },
        sort: row.sort,
      })),
      total,
    };
  }

  async hot(agentId: string, { page, limit }: Paging): Promise<Page<ProductItem>> {
    const { rows, total } = await this.products.hot(
      this.dataSource.manager,
      agentId,
      limit,
      (page - 1) * limit,
    );
    return { items: rows.map(toProductItem), total };
  }

  async search(
    agentId: string,
    filter: ProductFilter,
    { page, limit }: Paging,
  ): Promise<Page<ProductItem>> {
    const { rows, total } = await this.products.search(
      this.dataSource.manager,
      agentId,
      filter,
      limit,
      (page - 1) * limit,
    );
    return { items: rows.map(toProductItem), total };
  }

  /** A random in-stock product of the open draw, or null when nothing is on sale. */
  async random(agentId: string): Promise<ProductItem | null> {
    const row = await this.products.random(this.dataSource.manager, agentId);
    return row ? toProductItem(row) : null;
  }
}
