import { Injectable } from '@nestjs/common';
import type { PrizeKind } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { DemoStock } from '../stock/index.js';

/** A past draw of the demo: its day, round name and official results. */
export interface PastDraw {
  date: string;
  round: string;
  results: Record<PrizeKind, string[]>;
}

/** How many numbers the demo's open draw stocks (about 5 sheets each, 20,000 in all). */
const DEMO_NUMBERS = 4000;

/**
 * The demo shop's rows. The one writer of other modules' tables (draws, shelves, hot pins)
 * outside them: a fixture written in bulk at a first start, not a use case. Its products and
 * sheets go through stock (`DemoStock`), their only writer.
 */
@Injectable()
export class DemoSeedRepository {
  constructor(private readonly demoStock: DemoStock) {}

  /** Several processes starting together: one seeds, the others then see its draws. */
  async lockShop(manager: EntityManager, agentId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('demo-seed:' || $1))`, [agentId]);
  }

  async hasDraws(manager: EntityManager, agentId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM game_event WHERE agent_id = $1 LIMIT 1`,
      [agentId],
    );
    return rows.length > 0;
  }

  /** Sales ran for two weeks before each draw and closed at noon on the day (Bangkok time). */
  async insertPastDraws(manager: EntityManager, agentId: string, draws: PastDraw[]): Promise<void> {
    await manager.query(
      `INSERT INTO game_event
         (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status, results, published_at)
       SELECT $1, d.round, d.date::date,
              ((d.date::date - 14) + time '09:00') AT TIME ZONE 'Asia/Bangkok',
              (d.date::date + time '12:00') AT TIME ZONE 'Asia/Bangkok',
              'CLOSE', d.results,
              (d.date::date + time '16:30') AT TIME ZONE 'Asia/Bangkok'
         FROM jsonb_to_recordset($2::jsonb) AS d(date text, round text, results jsonb)`,
      [agentId, JSON.stringify(draws)],
    );
  }

  /** On sale since a day before `now`, closing at noon (Bangkok) on the draw day. */
  async insertOpenDraw(
    manager: EntityManager,
    agentId: string,
    draw: { date: string; round: string },
    now: Date,
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ($1, $2, $3::date, $4::timestamptz - interval '1 day',
               ($3::date + time '12:00') AT TIME ZONE 'Asia/Bangkok', 'ONGO')
       RETURNING id::text AS id`,
      [agentId, draw.round, draw.date, now.toISOString()],
    );
    return rows[0]!.id;
  }

  /** Three shelves, about 20,000 sheets on them (some sold), three pinned hot numbers. */
  async stock(manager: EntityManager, agentId: string, drawId: string): Promise<void> {
    await manager.query(
      `INSERT INTO product_group (agent_id, tag, name_km, name_th, name_en, sort) VALUES
         ($1, 'lucky', 'លេខសំណាង', 'เลขเด็ด', 'Lucky numbers', 1),
         ($1, 'pair', 'លេខគូ', 'เลขคู่', 'Pairs', 2),
         ($1, 'set5', 'ឈុត ៥ សន្លឹក', 'ชุด 5 ใบ', 'Sets of 5', 3)
       ON CONFLICT (agent_id, tag) DO NOTHING`,
      [agentId],
    );
    // The products and sheets are stock's to write (DemoStock).
    await this.demoStock.load(manager, drawId, DEMO_NUMBERS);
    await manager.query(
      `INSERT INTO hot_pin (agent_id, number, sort)
       SELECT $1, number, row_number() OVER (ORDER BY number)
         FROM product WHERE game_event_id = $2 AND 'lucky' = ANY (op) AND remaining > 0
        ORDER BY number LIMIT 3
       ON CONFLICT (agent_id, number) DO NOTHING`,
      [agentId, drawId],
    );
  }
}
