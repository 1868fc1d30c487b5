import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ErrorCode, type VitalSummaryRow } from '@lottery/contracts';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { Jobs } from '../../common/jobs/jobs.js';
import type { VitalsDto } from './dto/vitals.dto.js';
import { VitalsRepository } from './vitals.repository.js';

const DAY_MS = 24 * 3600_000;
/** Samples one address may send per window: a few page views a minute, far above real use. */
export const VITALS_PER_ADDRESS = 60;
const WINDOW_MS = 10 * 60_000;
/** Kept this long, and never more than this many rows (about 100 bytes each on disk: ~50 MB). */
const RETENTION_DAYS = 90;
export const VITALS_MAX_ROWS = 500_000;
/** The admin's table covers this many days. */
const SUMMARY_DAYS = 30;

const hashAddress = (address: string) =>
  createHash('sha256').update(`vitals:${address}`).digest('hex').slice(0, 32);

/** Core Web Vitals from members' phones: stored with limits, summarised as p75 for the admin. */
@Injectable()
export class VitalsService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly vitals: VitalsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The sweep: a job every 15 minutes (one process at a time). */
  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define('vitals-sweep', { oneAtATime: true, cron: '*/15 * * * *' }, () =>
      this.sweep(),
    );
  }

  async record(agentId: string, address: string, body: VitalsDto): Promise<null> {
    const addressHash = hashAddress(address);
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const recent = await this.vitals.countSince(
        manager,
        addressHash,
        new Date(now.getTime() - WINDOW_MS),
      );
      if (recent + body.samples.length > VITALS_PER_ADDRESS) {
        throw new AppError(ErrorCode.VitalsTooMany);
      }
      await this.vitals.insert(
        manager,
        { agentId, page: body.page, addressHash, at: now },
        body.samples.map(({ name, value }) => ({ name, value })),
      );
    });
    return null;
  }

  summary(agentId: string): Promise<VitalSummaryRow[]> {
    const since = new Date(this.clock.now().getTime() - SUMMARY_DAYS * DAY_MS);
    return this.vitals.summary(this.dataSource.manager, agentId, since);
  }

  /** Old samples go, and the table never grows past its cap whatever is sent. */
  sweep(keep = VITALS_MAX_ROWS): Promise<void> {
    const before = new Date(this.clock.now().getTime() - RETENTION_DAYS * DAY_MS);
    return this.vitals.sweep(this.dataSource.manager, before, keep);
  }
}
