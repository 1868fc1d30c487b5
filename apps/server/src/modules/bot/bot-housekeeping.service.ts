import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../../common/schedule/periodic-job.js';

const EVERY_MS = 10 * 60_000;
// Long after any draw that could repeat an event key (a draw sells for about two weeks).
const KEEP_SENT_DAYS = 60;

/**
 * Drops what can no longer matter: outbox rows sent or given up long ago, and one-time links
 * used or expired a day ago. Harmless when several processes do it at once.
 */
@Injectable()
export class BotHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job = new PeriodicJob('BotHousekeeping', EVERY_MS, () => this.sweep());

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  async sweep(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM bot_outbox
        WHERE (sent_at IS NOT NULL OR gave_up) AND created_at < now() - make_interval(days => $1)`,
      [KEEP_SENT_DAYS],
    );
    await this.dataSource.query(
      `DELETE FROM bot_link_token WHERE expires_at < now() - interval '1 day'`,
    );
  }
}
