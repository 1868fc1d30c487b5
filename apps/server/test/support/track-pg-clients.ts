// Jest's setupFilesAfterEnv: records every PostgreSQL client this test file connects (its own
// pg.Client and pg.Pool clients, and the app's pools, which are pg's too) so the test environment
// (test-environment.mjs) can cut the ones still open when the file ends. A file that hung or
// failed before its `end()` then leaves no socket keeping jest alive and no backend behind.
import pg from 'pg';

/** The key test-environment.mjs reads. */
const OPEN_PG_CLIENTS = '__lotteryOpenPgClients';

type Tracked = pg.Client & { __lotteryTracked?: true };

const global = globalThis as { [OPEN_PG_CLIENTS]?: Set<pg.Client> };
const open = (global[OPEN_PG_CLIENTS] ??= new Set());
const connect = pg.Client.prototype.connect as (this: pg.Client, ...args: unknown[]) => unknown;

pg.Client.prototype.connect = function trackedConnect(this: Tracked, ...args: unknown[]) {
  if (!this.__lotteryTracked) {
    this.__lotteryTracked = true;
    open.add(this);
    this.once('end', () => open.delete(this));
  }
  return connect.apply(this, args);
} as typeof pg.Client.prototype.connect;
