import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, type DataSourceOptions, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AppError } from '../errors/app-error.js';

/** The replica's data source options (the primary's entities, no migrations); null: no replica. */
export const READ_REPLICA_OPTIONS = 'ReadReplicaOptions';

/**
 * What the last look at the replica found. Only `streaming` is read; anything else sends the
 * public reads to the primary until a later look finds it streaming again.
 * - off: no DATABASE_READ_URL; connecting: not reached yet since start;
 * - lagging: further behind than DATABASE_READ_MAX_LAG_MS;
 * - not-streaming: not a standby, or a standby with no WAL receiver (cut off from the primary,
 *   so its data may be old however small its replay lag looks);
 * - down: unreachable, or a read on it just failed.
 */
export type ReplicaState =
  'off' | 'connecting' | 'streaming' | 'lagging' | 'not-streaming' | 'down';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Replay lag at the last look, in ms (0: replayed all it received); null when unknown. */
  lagMs: number | null;
}

/** How often each process looks at the replica's state and lag. */
const PROBE_EVERY_MS = 1000;

// Lag is 0 when the standby has replayed everything it received (an idle primary sends nothing,
// and the time of the last replayed commit would otherwise grow without the replica falling
// behind); else the age of the last commit it replayed.
const PROBE_SQL = `SELECT pg_is_in_recovery() AS standby,
  EXISTS (SELECT 1 FROM pg_stat_wal_receiver) AS receiving,
  CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
       ELSE extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000
  END::float8 AS lag_ms`;

/**
 * Where the public reads (home, draws, results, the prize check, the prize table, search, hot
 * numbers) are answered from: a PostgreSQL streaming replica when DATABASE_READ_URL names one
 * and it is streaming within DATABASE_READ_MAX_LAG_MS, else the primary. Writes, transactions
 * and a member's own data never come here: they use the primary's DataSource, so a member reads
 * their own change at once. A read that fails on the replica for any reason but the app's own
 * refusal (AppError) is answered again by the primary (reads change nothing, so running one twice
 * is safe), and the replica is left alone until the next look finds it well.
 */
@Injectable()
export class PublicReads implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReadReplica');
  private replica: DataSource | undefined;
  private status: ReplicaStatus;
  // This process's own replica connection is probed here, every second: not a queue's job.
  private probe: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;

  constructor(
    private readonly primary: DataSource,
    @Inject(READ_REPLICA_OPTIONS) private readonly options: DataSourceOptions | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.status = { state: options ? 'connecting' : 'off', lagMs: null };
  }

  /** Runs a public read on the replica when it is fit to answer, else on the primary. */
  async run<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    const replica = this.status.state === 'streaming' ? this.replica : undefined;
    if (!replica) return read(this.primary.manager);
    try {
      return await read(replica.manager);
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.change({ state: 'down', lagMs: null }, error);
      return read(this.primary.manager);
    }
  }

  /** For /readyz: the replica's state at the last look (the primary alone decides readiness). */
  replicaStatus(): ReplicaStatus {
    return { ...this.status };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options) return;
    await this.look(); // the first requests already go to a replica that is there
    this.probe = setInterval(() => {
      this.looking ??= this.look().finally(() => (this.looking = undefined));
    }, PROBE_EVERY_MS);
    this.probe.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.probe);
    await this.looking;
    if (this.replica?.isInitialized) await this.replica.destroy();
  }

  private async look(): Promise<void> {
    try {
      if (!this.replica) this.replica = await new DataSource(this.options!).initialize();
      const [row] = (await this.replica.query(PROBE_SQL)) as {
        standby: boolean;
        receiving: boolean;
        lag_ms: number | null;
      }[];
      const lagMs = row!.lag_ms === null ? null : Math.max(0, Math.round(row!.lag_ms));
      if (!row!.standby || !row!.receiving) this.change({ state: 'not-streaming', lagMs });
      else if (lagMs === null || lagMs > this.config.databaseReadMaxLagMs) {
        this.change({ state: 'lagging', lagMs });
      } else this.change({ state: 'streaming', lagMs });
    } catch (error) {
      this.change({ state: 'down', lagMs: null }, error);
    }
  }

  /** Logs a change of state (not every look: a replica down for an hour is one line). */
  private change(next: ReplicaStatus, error?: unknown): void {
    const previous = this.status.state;
    this.status = next;
    if (next.state === previous) return;
    const reason = error instanceof Error ? `: ${error.message}` : '';
    const line = `replica ${previous} -> ${next.state} (lag ${next.lagMs ?? '?'} ms)${reason}`;
    if (next.state === 'streaming') this.logger.log(line);
    else this.logger.warn(`${line}; public reads go to the primary`);
  }
}

/** Makes `PublicReads` available everywhere; `options` null runs without a replica. */
@Global()
@Module({})
export class PublicReadsModule {
  static forRoot(options: DataSourceOptions | null): DynamicModule {
    return {
      module: PublicReadsModule,
      providers: [{ provide: READ_REPLICA_OPTIONS, useValue: options }, PublicReads],
      exports: [PublicReads],
    };
  }
}
