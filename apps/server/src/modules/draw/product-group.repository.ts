import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { pageOfSql, type Paging } from '../../common/db/page-of.js';

export interface ProductGroupRow {
  id: string;
  tag: string;
  name_km: string;
  name_th: string;
  name_en: string;
  sort: number;
}

const groupColumns = `id::text AS id, tag, name_km, name_th, name_en, sort`;

@Injectable()
export class ProductGroupRepository {
  async page(
    manager: EntityManager,
    agentId: string,
    paging: Paging,
  ): Promise<{ rows: ProductGroupRow[]; total: number }> {
    return pageOfSql<ProductGroupRow>(
      manager,
      {
        select: groupColumns,
        from: 'FROM product_group',
        where: 'agent_id = $1',
        orderBy: 'sort, id',
        params: [agentId],
      },
      paging,
    );
  }
}

export interface ProductGroupValues {
  tag: string;
  nameKm: string;
  nameTh: string;
  nameEn: string;
  sort: number;
}

/** Writes of the admin side of shelves. */
@Injectable()
export class ProductGroupAdminRepository {
  async lock(
    manager: EntityManager,
    agentId: string,
    id: string,
  ): Promise<ProductGroupRow | undefined> {
    const rows: ProductGroupRow[] = await manager.query(
      `SELECT ${groupColumns} FROM product_group WHERE agent_id = $1 AND id = $2 FOR UPDATE`,
      [agentId, id],
    );
    return rows[0];
  }

  async insert(
    manager: EntityManager,
    agentId: string,
    values: ProductGroupValues,
  ): Promise<ProductGroupRow> {
    const rows: ProductGroupRow[] = await manager.query(
      `INSERT INTO product_group (agent_id, tag, name_km, name_th, name_en, sort)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${groupColumns}`,
      [agentId, values.tag, values.nameKm, values.nameTh, values.nameEn, values.sort],
    );
    return rows[0]!;
  }

  async update(
    manager: EntityManager,
    agentId: string,
    id: string,
    values: ProductGroupValues,
  ): Promise<ProductGroupRow> {
    // UPDATE answers [rows, count].
    const [rows]: [ProductGroupRow[], number] = await manager.query(
      `UPDATE product_group SET tag = $3, name_km = $4, name_th = $5, name_en = $6, sort = $7
        WHERE agent_id = $1 AND id = $2 RETURNING ${groupColumns}`,
      [agentId, id, values.tag, values.nameKm, values.nameTh, values.nameEn, values.sort],
    );
    return rows[0]!;
  }

  async delete(manager: EntityManager, agentId: string, id: string): Promise<void> {
    await manager.query(`DELETE FROM product_group WHERE agent_id = $1 AND id = $2`, [agentId, id]);
  }

  /** Renames a tag on the shop's products (`to` null: removes it). */
  async renameTag(
    manager: EntityManager,
    agentId: string,
    from: string,
    to: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE product SET op = CASE WHEN $3::text IS NULL THEN array_remove(op, $2)
                                    ELSE array_replace(op, $2, $3::text) END
        WHERE op @> ARRAY[$2::text]
          AND game_event_id IN (SELECT id FROM game_event WHERE agent_id = $1)`,
      [agentId, from, to],
    );
  }
}
