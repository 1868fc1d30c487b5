import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { PgBoss, type Job, type Queue, type SendOptions } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** pg-boss keeps its tables here, next to the app's own (it creates and migrates it at start). */
export const JOBS_SCHEMA = 'pgboss';

/** Retries of a job that failed: 5 s, 10 s, 20 s ... at most 10 minutes apart. */
const RETRIES: Pick<Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'> = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
};
/**
 * Finished jobs stay this long: failed ones for the admin to see and retry (completed ones too,
 * pg-boss keeps both alike; a minute's schedule makes about 10,000 rows a week).
 */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600;

export interface QueueDefinition {
  /** At most one job of the queue runs at a time, across every server process. */
  oneAtATime?: boolean;
  /** How often an idle worker asks for work (a job sent in a transaction waits this at most). */
  pollSeconds?: number;
  /** Retries after the first attempt (default 8). */
  retryLimit?: number;
  /** A cron expression (minute granularity, UTC): the queue also runs on this schedule. */
  cron?: string;
}

/** A failed job, or one waiting for its next try, as the admin's list shows it. */
export interface FailedJob {
  queue: string;
  id: string;
  state: 'retry' | 'failed';
  retryCount: number;
  retryLimit: number;
  error: string | null;
  createdOn: string;
  /** When it failed for good, or when the next try is due. */
  at: string;
}

/**
 * The process's one pg-boss (PostgreSQL job queue on the app's database, schema `pgboss`).
 * Modules declare their queues with `define` (in `onApplicationBootstrap`), and enqueue with
 * `sendInTransaction` inside the transaction of the event the job is about, so the job exists if
 * and only if that transaction commits.
 */
@Injectable()
export class Jobs implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();
  /** Aborted when the process shuts down: a long job (the Bakong checks) ends early. */
  private readonly stopping = new AbortController();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: JOBS_SCHEMA,
      max: config.jobsPoolSize,
      application_name: 'lottery-jobs',
      // Workers poll; LISTEN/NOTIFY would hold one more connection per process for little gain.
      useListenNotify: false,
      registerInstance: false,
    });
    this.boss.on('error', (error: Error) => this.logger.warn(`pg-boss: ${error.message}`));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
  }

  // Before the app's DataSource closes (onApplicationShutdown): the jobs in progress use it.
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    // Waits for the jobs in progress (they are short), then closes pg-boss's pool.
    await this.boss.stop({ graceful: true, close: true, timeout: 10_000 });
  }

  /** Creates the queue (once, any process), works it in this process, and schedules it. */
  async define<T extends object>(
    queue: string,
    definition: QueueDefinition,
    work: (data: T, stopping: AbortSignal) => Promise<unknown>,
  ): Promise<void> {
    await this.boss.createQueue(queue, {
      policy: definition.oneAtATime ? 'singleton' : 'standard',
      ...RETRIES,
      ...(definition.retryLimit === undefined ? {} : { retryLimit: definition.retryLimit }),
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    });
    this.queues.add(queue);
    await this.boss.work<T>(
      queue,
      { pollingIntervalSeconds: definition.pollSeconds ?? 2, batchSize: 1 },
      async ([job]: Job<T>[]) => {
        await work(job!.data, this.stopping.signal);
      },
    );
    if (definition.cron) await this.boss.schedule(queue, definition.cron, {}, { tz: 'UTC' });
  }

  /** Enqueues with the event's transaction: the job exists if and only if it commits. */
  async sendInTransaction(
    manager: EntityManager,
    queue: string,
    data: object = {},
    options: SendOptions = {},
  ): Promise<string | null> {
    return this.boss.send(queue, data, {
      ...options,
      db: {
        executeSql: async (text: string, values?: unknown[]) => ({
          rows: (await manager.query(text, values)) as unknown[],
        }),
      },
    });
  }

  /** Enqueues on its own (no business transaction involved: a schedule's extra run, a wake-up). */
  send(queue: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    return this.boss.send(queue, data, options);
  }

  /** The queues this process declared (every process declares the same). */
  names(): string[] {
    return [...this.queues].sort();
  }

  /** Jobs waiting for a retry or failed for good, newest first, with their last error. */
  async failed(limit = 200): Promise<FailedJob[]> {
    const db = this.boss.getDb();
    const { rows } = await db.executeSql(
      `SELECT name AS queue, id::text, state::text, retry_count AS "retryCount",
              retry_limit AS "retryLimit", output, created_on AS "createdOn",
              CASE WHEN state = 'failed' THEN completed_on ELSE start_after END AS at
         FROM ${JOBS_SCHEMA}.job
        WHERE state IN ('retry', 'failed') AND name = ANY($1)
        ORDER BY created_on DESC
        LIMIT $2`,
      [this.names(), limit],
    );
    return (rows as FailedRow[]).map((row) => ({
      queue: row.queue,
      id: row.id,
      state: row.state,
      retryCount: row.retryCount,
      retryLimit: row.retryLimit,
      error: errorText(row.output),
      createdOn: new Date(row.createdOn).toISOString(),
      at: new Date(row.at).toISOString(),
    }));
  }

  /** Runs a failed or retrying job again now; false when there is no such job. */
  async retry(queue: string, id: string): Promise<boolean> {
    if (!this.queues.has(queue)) return false;
    const [job] = await this.boss.findJobs(queue, { id });
    if (!job || (job.state !== 'failed' && job.state !== 'retry')) return false;
    if (job.state === 'failed') await this.boss.retry(queue, id);
    else await this.boss.update(queue, undefined, { id, startAfter: new Date() });
    return true;
  }

  /** Resolves when the queue has nothing due or running (tests). */
  async idle(queue: string, timeoutMs = 20_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.boss.getDb().executeSql(
        `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job
          WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [queue],
      );
      if ((rows[0] as { n: number }).n === 0 || Date.now() > until) return;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

interface FailedRow {
  queue: string;
  id: string;
  state: 'retry' | 'failed';
  retryCount: number;
  retryLimit: number;
  output: unknown;
  createdOn: Date;
  at: Date;
}

/** pg-boss stores a thrown error as the job's output (`{ message, stack, ... }`). */
function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message.slice(0, 500) : JSON.stringify(output).slice(0, 500);
}
