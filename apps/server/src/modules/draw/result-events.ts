import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import pg from 'pg';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** The PostgreSQL channel a publication is announced on. */
const CHANNEL = 'draw_results';
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/** What an open page hears when a draw's results are published. */
export interface ResultsPublished {
  agentId: string;
  gameEventId: string;
}

/**
 * Announces a publication from inside its transaction: PostgreSQL delivers a NOTIFY only when
 * the transaction commits, to every listening session of every server process, and never when it
 * rolls back, so no page is told of results that were not kept.
 */
export async function announceResults(
  manager: EntityManager,
  event: ResultsPublished,
): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
}

interface Stream {
  agentId: string;
  send: (event: ResultsPublished) => void;
  end: () => void;
}

/**
 * Results published, heard by this server process (issue 31): one PostgreSQL session per
 * process LISTENs (not one per open page), and every open event stream of the shop is told.
 * The session is its own, outside the pool, and comes back with backoff when it drops.
 */
@Injectable()
export class ResultEvents implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ResultEvents.name);
  private readonly streams = new Set<Stream>();
  private readonly listeners = new Set<(event: ResultsPublished) => void>();
  private client: pg.Client | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Listening before the first request, so a page that connects hears the next publication. */
  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  /** Ends every open stream too: a closing server does not wait for pages that never leave. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    for (const stream of this.streams) stream.end();
    this.streams.clear();
    await this.client?.end().catch(() => undefined);
  }

  /** Tells `send` of each publication in `agentId`'s shop until the returned function is called. */
  subscribe(stream: Stream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  /** Tells `listener` of every publication, in any shop (what this process keeps in memory). */
  onPublished(listener: (event: ResultsPublished) => void): void {
    this.listeners.add(listener);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  private async listen(): Promise<void> {
    // A session of its own (LISTEN outlives a transaction), on the primary: NOTIFY is not replicated.
    const client = new pg.Client({
      connectionString: this.config.databaseListenUrl ?? this.config.databaseUrl,
    });
    client.on('notification', (message) => this.heard(message.payload));
    // A dropped session ('error' then 'end', or 'end' alone) is replaced once.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      if (!this.closed) this.logger.warn(`listening session lost: ${error?.message ?? 'ended'}`);
      this.listenLater();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.retryMs = FIRST_RETRY_MS;
    } catch (error) {
      await client.end().catch(() => undefined);
      onLost(error as Error);
    }
  }

  private listenLater(): void {
    if (this.closed) return;
    this.retry = setTimeout(() => void this.listen(), this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }

  private heard(payload: string | undefined): void {
    let event: ResultsPublished;
    try {
      event = JSON.parse(payload ?? '') as ResultsPublished;
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(event);
    for (const stream of this.streams) {
      if (stream.agentId === event.agentId) stream.send(event);
    }
  }
}
