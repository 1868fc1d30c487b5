// Jest's Node environment, plus: whatever a test file left running ends with the file. A file
// whose test hung, whose afterAll threw before closing its server, or whose hook timed out still
// has, once its last hook is over:
// - its apps closed (test-app.ts registers each app it starts; closing is bounded),
// - every PostgreSQL client it connected ended (track-pg-clients.ts registers them: its own
//   clients, pools and transactions holding locks, and the apps' pools),
// - every database it cloned dropped WITH (FORCE) (databases.ts registers them),
// so the next file starts with no server, socket or PostgreSQL backend of it left, and jest is
// not kept alive by them at the end of the run. Each step is bounded in time.
// Plain JS: jest loads its environment outside its ESM pipeline.
import NodeEnvironment from 'jest-environment-node';
import pg from 'pg';
import { setTimeout } from 'node:timers';

/** The keys test-app.ts, track-pg-clients.ts and databases.ts keep their records under. */
const OPEN_APPS = '__lotteryOpenTestApps';
const OPEN_PG_CLIENTS = '__lotteryOpenPgClients';
const FILE_DATABASES = '__lotteryFileDatabases';

/** How long each cleanup step may take before the environment moves on. */
const stepLimitMs = 20_000;

export default class TestEnvironment extends NodeEnvironment {
  async handleTestEvent(event) {
    // After the file's last hook, while its modules can still be loaded (not in teardown(),
    // which runs after jest has torn the file's module registry down).
    if (event.name !== 'run_finish') return;
    // Clients first: that frees the locks a hung test held, which the apps' closing might wait on.
    await bounded('ending PostgreSQL clients', () => this.endClients());
    await bounded('closing test apps', () => this.closeApps());
    await bounded('dropping test databases', () => this.dropDatabases());
  }

  async closeApps() {
    const open = this.global[OPEN_APPS];
    if (!open || open.size === 0) return;
    console.warn(`test environment: closing ${open.size} test app(s) the file left open`);
    for (const close of [...open]) {
      try {
        await close();
      } catch (error) {
        console.warn('test environment: closing a left-open test app failed', error);
      }
    }
  }

  async endClients() {
    const open = this.global[OPEN_PG_CLIENTS];
    if (!open || open.size === 0) return;
    console.warn(`test environment: ending ${open.size} PostgreSQL client(s) the file left open`);
    const clients = [...open];
    // Their end is wanted, not an error for anyone: no client or pool may throw it unhandled
    // (an 'error' event without a listener), here or when a later cleanup terminates a backend.
    for (const client of clients) {
      client.removeAllListeners('error');
      client.on('error', () => {});
    }
    await Promise.all(
      clients.map(async (client) => {
        try {
          // end() cuts the socket at once when a query is still running (a lock wait, a sleep).
          await Promise.race([client.end(), after(2_000)]);
        } catch {
          // already broken: the socket goes below
        }
        client.connection?.stream?.destroy();
        open.delete(client);
      }),
    );
  }

  async dropDatabases() {
    const names = this.global[FILE_DATABASES];
    if (!names || names.size === 0) return;
    console.warn(`test environment: dropping ${names.size} database(s) the file left`);
    const admin = new pg.Client({
      connectionString: process.env.DATABASE_URL,
      connectionTimeoutMillis: 10_000,
    });
    await admin.connect();
    try {
      for (const name of [...names]) {
        await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
        names.delete(name);
      }
    } finally {
      await admin.end();
    }
  }
}

function after(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

async function bounded(step, work) {
  try {
    const late = await Promise.race([
      work().then(() => false),
      after(stepLimitMs).then(() => true),
    ]);
    if (late) console.warn(`test environment: ${step} took over ${stepLimitMs} ms, moving on`);
  } catch (error) {
    console.warn(`test environment: ${step} failed`, error);
  }
}
