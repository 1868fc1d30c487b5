import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Jobs } from '../jobs/jobs.js';

// A retry comes within minutes (the PWA keeps a checkout's key until the order is seen); a week
// is far past any retry and keeps the table, which gains a row per money call, small.
const KEEP_DAYS = 7;
// Deleted a slice at a time, so no sweep holds many row locks or one long transaction.
const SLICE = 5_000;

/** Drops idempotency keys no retry can still send: a job every hour, one process at a time. */
@Injectable()
export class IdempotencySweep implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: Jobs,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.jobs.define('idempotency-sweep', { oneAtATime: true, cron: '17 * * * *' }, () =>
      this.sweep(),
    );
  }

  /** Deletes the expired keys; how many. */
  async sweep(keepDays = KEEP_DAYS): Promise<number> {
    let deleted = 0;
    for (;;) {
      const [, count] = (await this.dataSource.query(
        `DELETE FROM idempotency_key WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM idempotency_key
            WHERE created_at < now() - make_interval(days => $1) LIMIT $2))`,
        [keepDays, SLICE],
      )) as [unknown, number];
      deleted += count;
      if (count < SLICE) return deleted;
    }
  }
}
