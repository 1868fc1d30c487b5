import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Jobs } from '../../common/jobs/jobs.js';
import { BotOutboxRepository } from '../notify/index.js';

/**
 * Drops what can no longer matter: outbox rows sent or given up long ago, and one-time links
 * used or expired a day ago. A job every 10 minutes (one process at a time).
 */
@Injectable()
export class BotHousekeeping implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
    private readonly outbox: BotOutboxRepository,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define('bot-housekeeping', { oneAtATime: true, cron: '*/10 * * * *' }, () =>
      this.sweep(),
    );
  }

  async sweep(): Promise<void> {
    await this.outbox.prune(this.dataSource.manager);
    await this.dataSource.query(
      `DELETE FROM bot_link_token WHERE expires_at < now() - interval '1 day'`,
    );
  }
}
