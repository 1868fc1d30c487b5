import { Injectable } from '@nestjs/common';
import type { VitalSampleInput, VitalSummaryRow } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';

@Injectable()
export class VitalsRepository {
  /** Samples sent from one address since `since` (the rate limit). */
  async countSince(manager: EntityManager, addressHash: string, since: Date): Promise<number> {
    const rows: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM vital_sample
        WHERE address_hash = $1 AND created_at >= $2`,
      [addressHash, since],
    );
    return rows[0]?.count ?? 0;
  }

  async insert(
    manager: EntityManager,
    row: { agentId: string; page: string; addressHash: string; at: Date },
    samples: VitalSampleInput[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO vital_sample (agent_id, page, name, value, address_hash, created_at)
       SELECT $1, $2, s.name, s.value, $3, $4
         FROM jsonb_to_recordset($5::jsonb) AS s(name text, value int)`,
      [row.agentId, row.page, row.addressHash, row.at, JSON.stringify(samples)],
    );
  }

  /** p75 of each vital per shop-day (Asia/Phnom_Penh) and page, over the last `days` days. */
  summary(manager: EntityManager, agentId: string, since: Date): Promise<VitalSummaryRow[]> {
    return manager.query(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Phnom_Penh', 'YYYY-MM-DD') AS day, page, name,
              round(percentile_cont(0.75) WITHIN GROUP (ORDER BY value))::int AS p75,
              count(*)::int AS samples
         FROM vital_sample
        WHERE agent_id = $1 AND created_at >= $2
        GROUP BY 1, 2, 3
        ORDER BY 1 DESC, 2, 3`,
      [agentId, since],
    );
  }

  /** Drops samples older than `before`, then all but the newest `keep` (the disk cap). */
  async sweep(manager: EntityManager, before: Date, keep: number): Promise<void> {
    await manager.query('DELETE FROM vital_sample WHERE created_at < $1', [before]);
    await manager.query(
      `DELETE FROM vital_sample
        WHERE id <= (SELECT id FROM vital_sample ORDER BY id DESC OFFSET $1 LIMIT 1)`,
      [keep],
    );
  }
}
