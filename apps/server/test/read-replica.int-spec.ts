import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { SessionService } from '../src/common/session/session.service.js';
import { LedgerService } from '../src/modules/payment/ledger.service.js';
import { send } from './checkout-support.js';
import { realDraws, resultsOf } from './draw-fixtures.js';
import {
  postgresBinaries,
  startReplicatedPostgres,
  type ReplicatedPostgres,
} from './support/streaming-replica.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * DATABASE_READ_URL against a real streaming replica (initdb, pg_basebackup -R, pg_ctl in a
 * temporary folder): the public reads come from it, a member's own reads from the primary; a
 * replica further behind than DATABASE_READ_MAX_LAG_MS is passed over; a stopped one costs no
 * answer. Replay is paused (`pg_wal_replay_pause()`) to make the replica's answers visibly older
 * than the primary's.
 */
const bin = postgresBinaries();
if (!bin) {
  console.log(
    'read-replica tests skipped: no PostgreSQL binaries (initdb, pg_ctl, pg_basebackup, postgres) ' +
      'under /usr/lib/postgresql/<version>/bin or PG_BIN',
  );
}
const describeWithBinaries = bin ? describe : describe.skip;

const DATABASE = 'lottery_replica';
const NUMBER = '123456';

/** Waits (without asserting a duration) until `check` answers true; fails after 20 s. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`still not ${what} after 20 s`);
}

describeWithBinaries('public reads from a streaming replica', () => {
  let cluster: ReplicatedPostgres;
  // The same database, two settings: one reads the replica however far behind (one hour), the
  // other only within a second.
  let tolerant: TestApp;
  let strict: TestApp;
  let drawId: string;
  let productId: string;

  async function onPrimary<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: cluster.primaryUrl(DATABASE) });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** The id an INSERT ... RETURNING id on the primary answers. */
  const insertedId = async (text: string, values: unknown[] = []) =>
    (await onPrimary<{ id: string }>(text, values))[0]!.id;

  const roundNameOn = async (server: TestApp) =>
    (await send<{ roundName: string }>(server, '/getHome')).period.roundName;
  const replicaOf = async (server: TestApp) =>
    (
      await send<{ readReplica: { state: string; lagMs: number | null } }>(server, '/readyz', {
        method: 'GET',
      })
    ).period.readReplica;

  async function pauseReplay(): Promise<void> {
    await cluster.onReplica('SELECT pg_wal_replay_pause()');
    await until('paused', async () => {
      const { rows } = await cluster.onReplica('SELECT pg_get_wal_replay_pause_state() AS s');
      return rows[0].s === 'paused';
    });
  }

  /** A member with `cents` through the ledger and a session, as the app makes them. */
  async function newMember(server: TestApp, cents: number, role = 'member'): Promise<string> {
    const id = await insertedId(
      `INSERT INTO member (agent_id, username, password_hash, name, role)
       VALUES ('default', $1, 'not-used', 'Reader', $2) RETURNING id::text AS id`,
      [`08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, role],
    );
    return server.app.get(DataSource).transaction(async (manager) => {
      if (cents === 0) return server.app.get(SessionService).start(manager, id);
      await server.app.get(LedgerService).post(manager, {
        agentId: 'default',
        memberId: id,
        kind: 'adjustment',
        amount: cents,
        reference: 'test-funding',
      });
      return server.app.get(SessionService).start(manager, id);
    });
  }

  beforeAll(async () => {
    cluster = await startReplicatedPostgres(bin!);
    const admin = new pg.Client({ connectionString: cluster.primaryUrl('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    // Both apps on the temporary primary's database (migrated by the first), which the
    // replica follows; nothing of the shared server's.
    const on = { databaseName: DATABASE, keepDatabase: true };
    const viaDatabaseUrl = () => cluster.primaryUrl(DATABASE);
    const databaseReadUrl = cluster.replicaUrl(DATABASE);
    tolerant = await startTestApp(
      { databaseReadUrl, databaseReadMaxLagMs: 3_600_000 },
      { ...on, viaDatabaseUrl },
    );
    strict = await startTestApp(
      { databaseReadUrl, databaseReadMaxLagMs: 1000 },
      { ...on, viaDatabaseUrl },
    );
    drawId = await insertedId(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ('default', 'Round as loaded', '2026-12-16', now() - interval '1 day',
               now() + interval '1 day', 'ONGO') RETURNING id::text AS id`,
    );
    productId = await insertedId(
      `INSERT INTO product (game_event_id, number, price, remaining, total)
       VALUES ($1, $2, 350, 5, 5) RETURNING id::text AS id`,
      [drawId, NUMBER],
    );
    await onPrimary(
      `INSERT INTO sheet (product_id, game_event_id, number, set_no)
       SELECT $1, $2, $3, s FROM generate_series(1, 5) AS s`,
      [productId, drawId, NUMBER],
    );
    for (const server of [tolerant, strict]) {
      await until(
        'reading the replica',
        async () => (await replicaOf(server)).state === 'streaming',
      );
      await until(
        'showing the draw',
        async () => (await roundNameOn(server)) === 'Round as loaded',
      );
    }
  }, 180_000);

  afterAll(async () => {
    await tolerant?.close();
    await strict?.close();
    await cluster?.close();
  }, 60_000);

  it("answers public reads from the replica (its older answer while replay is paused), and a member's own reads from the primary", async () => {
    const token = await newMember(tolerant, 100_00);
    await pauseReplay();
    try {
      await onPrimary(`UPDATE game_event SET round_name = 'Renamed while paused' WHERE id = $1`, [
        drawId,
      ]);
      const bought = await send(tolerant, '/api/customer/transaction/create', {
        token,
        body: { products: [{ productId, qty: 1 }] },
      });
      expect(bought.code).toBe(0);

      // The member's own data right after their write: the primary's.
      const profile = await send<{ balance: string }>(tolerant, '/api/customer/user/profile', {
        token,
      });
      expect(profile.period.balance).toBe('96.50');
      const mine = await send<{ number: string }[]>(tolerant, '/api/customer/user/myTicket', {
        token,
      });
      expect(mine.period.map((ticket) => ticket.number)).toEqual([NUMBER]);

      // The public pages: the replica's, which has replayed neither the rename nor the sale.
      expect(await roundNameOn(tolerant)).toBe('Round as loaded');
      const found = await send<{ items: { number: string; r: number }[] }>(
        tolerant,
        '/searchProduct',
        { body: { number: NUMBER } },
      );
      expect(found.period.items).toEqual([expect.objectContaining({ number: NUMBER, r: 5 })]);
      expect((await replicaOf(tolerant)).state).toBe('streaming');
    } finally {
      await cluster.onReplica('SELECT pg_wal_replay_resume()');
    }
    await until('caught up', async () => (await roundNameOn(tolerant)) === 'Renamed while paused');
    const found = await send<{ items: { r: number }[] }>(tolerant, '/searchProduct', {
      body: { number: NUMBER },
    });
    expect(found.period.items[0]!.r).toBe(4);
  });

  it('passes over a replica further behind than DATABASE_READ_MAX_LAG_MS: the primary answers; a process allowing more lag still reads it', async () => {
    await pauseReplay();
    try {
      await onPrimary(`UPDATE game_event SET round_name = 'Renamed while lagging' WHERE id = $1`, [
        drawId,
      ]);
      // Within a second's lag the replica answers; past it the primary does.
      await until(
        'answered by the primary',
        async () => (await roundNameOn(strict)) === 'Renamed while lagging',
      );
      const lagging = await replicaOf(strict);
      expect(lagging.state).toBe('lagging');
      expect(lagging.lagMs).toBeGreaterThan(1000);
      // The same replica, an hour allowed: still read, its answer as old as its replay.
      expect(await roundNameOn(tolerant)).toBe('Renamed while paused');
      expect((await replicaOf(tolerant)).state).toBe('streaming');
    } finally {
      await cluster.onReplica('SELECT pg_wal_replay_resume()');
    }
    await until('read again', async () => (await replicaOf(strict)).state === 'streaming');
  });

  it("answers the admin who publishes from the primary, while the public results are still the replica's", async () => {
    const admin = await newMember(tolerant, 0, 'admin');
    const closedId = await insertedId(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ('default', 'Round closed', '2026-12-01', now() - interval '20 days',
               now() - interval '1 day', 'CLOSE') RETURNING id::text AS id`,
    );
    const results = resultsOf(realDraws[0]!);
    await pauseReplay();
    try {
      const published = await send<{ _id: string; prizes: { numbers: string[] }[] }>(
        tolerant,
        '/api/company/draw/publish',
        { token: admin, body: { gameEventId: closedId, results } },
      );
      expect(published.code).toBe(0);
      expect(published.period.prizes[0]!.numbers).toEqual(results.first);
      // Visitors: the replica has not replayed the publication yet (1009, not published).
      const publicResults = await send(tolerant, '/resultLotto', {
        body: { gameEventId: closedId },
      });
      expect(publicResults.code).toBe(1009);
    } finally {
      await cluster.onReplica('SELECT pg_wal_replay_resume()');
    }
    await until(
      'showing the results',
      async () =>
        (await send(tolerant, '/resultLotto', { body: { gameEventId: closedId } })).code === 0,
    );
  });

  it('still answers public reads with the replica stopped (from the primary), and reads it again once it is back', async () => {
    await cluster.stopReplica();
    // The first read after the stop finds the replica's connections gone and asks the primary.
    const home = await send<{ roundName: string }>(tolerant, '/getHome');
    expect(home.status).toBe(200);
    expect(home.period.roundName).toBe('Renamed while lagging');
    const results = await send(tolerant, '/getGameEvent', { body: {} });
    expect(results.code).toBe(0);
    const ready = await tolerant.request('/readyz');
    expect(ready.status).toBe(200);
    expect((await replicaOf(tolerant)).state).toBe('down');

    await cluster.startReplica();
    await until(
      'reading the replica again',
      async () => (await replicaOf(tolerant)).state === 'streaming',
    );
    expect(await roundNameOn(tolerant)).toBe('Renamed while lagging');
  });
});
