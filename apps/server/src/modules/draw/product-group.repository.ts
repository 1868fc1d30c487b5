import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface ProductGroupRow {
  id: string;
  tag: string;
  name_km: string;
  name_th: string;
  name_en: string;
  sort: number;
}

@Injectable()
export class ProductGroupRepository {
  async page(
    manager: EntityManager,
    agentId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProductGroupRow[]; total: number }> {
    const [rows, count]: [ProductGroupRow[], { total: string }[]] = await Promise.all([
      manager.query(
        `SELECT id::text AS id, tag, name_km, name_th, name_en, sort FROM product_group
          WHERE agent_id = $1 ORDER BY sort, id LIMIT $2 OFFSET $3`,
        [agentId, limit, offset],
      ),
      manager.query(`SELECT count(*) AS total FROM product_group WHERE agent_id = $1`, [agentId]),
    ]);
    return { rows, total: Number(count[0]?.total ?? 0) };
  }
}
