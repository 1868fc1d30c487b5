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
 * (closing in three days) with about 20,000 sheets on shelves. Only for a shop without any draw,
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
      // Three days from today in Bangkok (UTC+7, no daylight saving).
      const bangkokToday = new Date(now.getTime() + 7 * 3600_000);
      const date = new Date(bangkokToday.getTime() + 3 * 86400_000).toISOString().slice(0, 10);
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
