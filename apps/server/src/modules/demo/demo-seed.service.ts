import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { prizeKinds, type PrizeKind } from '@lottery/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DemoSeedRepository, type PastDraw } from './demo-seed.repository.js';

interface RealDraw {
  date: string;
  prizes: Record<string, { baht: string; numbers: string[] }>;
}

/** The official results of 24 real draws, shipped with the server. */
const realDrawsFile = new URL('../../../data/thai-lottery-results.json', import.meta.url);

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
 * The next real draw day after `today` (YYYY-MM-DD): Thai government draws are on the 1st and
 * the 16th of each month, so the demo's open draw looks like the one really on sale.
 */
export function nextDrawDay(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (day < 16) return `${today.slice(0, 8)}16`;
  const next = new Date(Date.UTC(year, month, 1)); // month is 1-based: this is the next month
  return next.toISOString().slice(0, 10);
}

function pastDraws(): PastDraw[] {
  const { draws } = JSON.parse(readFileSync(realDrawsFile, 'utf8')) as { draws: RealDraw[] };
  return draws.map((draw) => ({
    date: draw.date,
    round: roundName(draw.date),
    results: Object.fromEntries(
      prizeKinds.map((kind) => [kind, draw.prizes[kind]?.numbers ?? []]),
    ) as Record<PrizeKind, string[]>,
  }));
}

/**
 * A living demo shop for newcomers: the 24 real past draws with their results, and an open draw
 * on the next real draw day (the 1st or the 16th) with about 20,000 sheets on shelves. Only for a shop without any draw,
 * and only when the configuration asks (embedded development database, or DEMO_SEED=1).
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly demo: DemoSeedRepository,
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
      await this.demo.lockShop(manager, agentId);
      if (await this.demo.hasDraws(manager, agentId)) return false;
      await this.demo.insertPastDraws(manager, agentId, pastDraws());
      // The next real draw day after today in Bangkok (UTC+7, no daylight saving); the 24 real
      // past draws keep their real dates.
      const bangkokToday = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
      const date = nextDrawDay(bangkokToday);
      const drawId = await this.demo.insertOpenDraw(
        manager,
        agentId,
        { date, round: roundName(date) },
        now,
      );
      await this.demo.stock(manager, agentId, drawId);
      return true;
    });
  }
}
