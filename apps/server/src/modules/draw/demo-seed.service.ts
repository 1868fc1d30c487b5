import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { prizeKinds } from '@lottery/contracts';
import type { DrawResults } from './prize-matching.js';

interface RealDraw {
  date: string;
  prizes: Record<string, { baht: string; numbers: string[] }>;
}

/** The official results of 24 real draws, shipped with the server. */
const realDrawsFile = new URL('../../../data/thai-lottery-results.json', import.meta.url);

/** How many numbers the demo's open draw stocks (about 5 sheets each, 20,000 in all). */
const DEMO_NUMBERS = 4000;

/** "งวด 16 พฤษภาคม 2568": the round name Thai sellers use (Buddhist year). */
export function roundName(drawDate: string): string {
  const day = new Date(`${drawDate}T00:00:00Z`);
  const text = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(day);
  return `งวด ${text}`;
}

/**
 * A living demo shop for newcomers: the 24 real past draws with their results, and an open draw
 * (closing in three days) with about 20,000 sheets on shelves. Only for a shop without any draw,
 * and only when the configuration asks (embedded development database, or DEMO_SEED=1).
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoSeed) return;
    const seeded = await this.seed(this.config.defaultAgentId);
    if (seeded) this.logger.log(`demo shop seeded for ${this.config.defaultAgentId}`);
  }

  /** Seeds the shop unless it already has draws; true when it did. */
  async seed(agentId: string, now = new Date()): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Several processes starting together: one seeds, the others then see its draws.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('demo-seed:' || $1))`, [agentId]);
      const [{ n }] = (await manager.query(
        `SELECT count(*)::int AS n FROM game_event WHERE agent_id = $1`,
        [agentId],
      )) as [{ n: number }];
      if (n > 0) return false;
      await this.pastDraws(manager, agentId);
      const drawId = await this.openDraw(manager, agentId, now);
      await this.stock(manager, agentId, drawId);
      return true;
    });
  }

  private async pastDraws(manager: EntityManager, agentId: string): Promise<void> {
    const { draws } = JSON.parse(readFileSync(realDrawsFile, 'utf8')) as { draws: RealDraw[] };
    const rows = draws.map((draw) => {
      const results = Object.fromEntries(
        prizeKinds.map((kind) => [kind, draw.prizes[kind]?.numbers ?? []]),
      ) as unknown as DrawResults;
      return { date: draw.date, round: roundName(draw.date), results };
    });
    // Sales ran for two weeks before each draw and closed at noon on the day (Bangkok time).
    await manager.query(
      `INSERT INTO game_event
         (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status, results, published_at)
       SELECT $1, d.round, d.date::date,
              ((d.date::date - 14) + time '09:00') AT TIME ZONE 'Asia/Bangkok',
              (d.date::date + time '12:00') AT TIME ZONE 'Asia/Bangkok',
              'CLOSE', d.results,
              (d.date::date + time '16:30') AT TIME ZONE 'Asia/Bangkok'
         FROM jsonb_to_recordset($2::jsonb) AS d(date text, round text, results jsonb)`,
      [agentId, JSON.stringify(rows)],
    );
  }

  private async openDraw(manager: EntityManager, agentId: string, now: Date): Promise<string> {
    // Three days from today in Bangkok (UTC+7, no daylight saving).
    const bangkokToday = new Date(now.getTime() + 7 * 3600_000);
    const drawDate = new Date(bangkokToday.getTime() + 3 * 86400_000).toISOString().slice(0, 10);
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ($1, $2, $3::date, $4::timestamptz - interval '1 day',
               ($3::date + time '12:00') AT TIME ZONE 'Asia/Bangkok', 'ONGO')
       RETURNING id::text AS id`,
      [agentId, roundName(drawDate), drawDate, now.toISOString()],
    );
    return rows[0]!.id;
  }

  private async stock(manager: EntityManager, agentId: string, drawId: string): Promise<void> {
    await manager.query(
      `INSERT INTO product_group (agent_id, tag, name_km, name_th, name_en, sort) VALUES
         ($1, 'lucky', 'លេខសំណាង', 'เลขเด็ด', 'Lucky numbers', 1),
         ($1, 'pair', 'លេខគូ', 'เลขคู่', 'Pairs', 2),
         ($1, 'set5', 'ឈុត ៥ សន្លឹក', 'ชุด 5 ใบ', 'Sets of 5', 3)
       ON CONFLICT (agent_id, tag) DO NOTHING`,
      [agentId],
    );
    // Distinct numbers spread over the whole range (7919 is coprime with 1,000,000). Sets of 5
    // and pairs get their tag; some numbers have sold a few sheets, a few are sold out.
    await manager.query(
      `INSERT INTO product (game_event_id, number, price, remaining, total, sold, photo, op)
       SELECT $1, number, price, total - sold, total, sold,
              '/ticket-photo/' || number || '-1.svg', op
         FROM (
           SELECT lpad(((i * 7919 + 12345) % 1000000)::text, 6, '0') AS number,
                  total, price, op,
                  CASE WHEN i % 97 = 0 THEN total
                       WHEN i % 6 = 0 THEN least(total - 1, 1 + (i * 31) % 4)
                       ELSE 0 END AS sold
             FROM (
               SELECT i,
                      CASE WHEN i % 10 < 2 THEN 5 WHEN i % 10 < 5 THEN 2 ELSE 1 + (i * 7) % 13 END AS total,
                      CASE WHEN i % 10 BETWEEN 2 AND 4 THEN 400 ELSE 350 END AS price,
                      array_remove(ARRAY[
                        CASE WHEN i % 10 < 2 THEN 'set5' END,
                        CASE WHEN i % 10 BETWEEN 2 AND 4 THEN 'pair' END,
                        CASE WHEN i % 7 = 0 THEN 'lucky' END], NULL) AS op
                 FROM generate_series(1, $2::int) AS i) AS shaped) AS product_rows`,
      [drawId, DEMO_NUMBERS],
    );
    await manager.query(
      `INSERT INTO sheet (product_id, game_event_id, number, set_no, photo, sold_to, sold_at)
       SELECT p.id, p.game_event_id, p.number, s,
              '/ticket-photo/' || p.number || '-' || s || '.svg',
              CASE WHEN s <= p.sold THEN 'demo' END, CASE WHEN s <= p.sold THEN now() END
         FROM product p CROSS JOIN LATERAL generate_series(1, p.total) AS s
        WHERE p.game_event_id = $1`,
      [drawId],
    );
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
