import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';

// Long after any draw that could repeat an event key (a draw sells for about two weeks), as the
// bot's outbox keeps them.
const KEEP_SENT_DAYS = 60;

/**
 * Drops notices sent or given up long ago (a row per notice and browser, the outbox that grows
 * fastest on draw day). A job every 10 minutes, one process at a time.
 */
@Injectable()
export class PushHousekeeping implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define('push-housekeeping', { oneAtATime: true, cron: '*/10 * * * *' }, () =>
      this.sweep(),
    );
  }

  async sweep(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM push_outbox
        WHERE (sent_at IS NOT NULL OR gave_up) AND created_at < now() - make_interval(days => $1)`,
      [KEEP_SENT_DAYS],
    );
  }
}
