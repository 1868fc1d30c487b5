// /searchProduct by last 2 digits with 1,000,000 products in the open draw: the built server
// under autocannon (32 connections, 10 s) as shipped (the same question within a second answered
// from memory, PUBLIC_ANSWER_CACHE_MS) and with every answer from the database; next to a bare
// Fastify + node-postgres server running the same statement under the same load (the floor of any
// Node server here), and the same SQL run directly by pgbench.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @lottery/server bench
// A fresh database is created (and dropped afterwards) on that server. Build the server first.
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import pg from 'pg';
import { lastTwoSearchSql } from './last-two-search.mjs';
import {
  cpuPerRequest,
  cpuReading,
  freePort,
  log,
  pct,
  pgbench,
  runMain,
  serverProcess,
  withBenchServer,
} from './support.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL = { p99Ms: 20, ofPgbench: 0.5 };

/** The server's last-2 search for pgbench, which has no $n parameters: literals instead. */
async function searchSql() {
  return (await lastTwoSearchSql())
    .replaceAll('$2', "lpad((:n)::text, 2, '0')")
    .replaceAll('$1', "'default'");
}

async function main() {
  log(`machine: ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown'}`);
  await withBenchServer('drawbench', {}, async ({ base, databaseUrl, serverPid }) => {
    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => {}); // the database is dropped at the end, whatever happens
    await db.connect();
    let started = Date.now();
    const { rows } = await db.query(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ('default', 'bench', current_date + 10, now() - interval '1 day',
               now() + interval '7 days', 'ONGO') RETURNING id`,
    );
    // A million distinct numbers (7919 is coprime with 1,000,000), most in stock. The sold-out
    // ones (1 in 21) are spread over every ending: 1 in 20 would be exactly the numbers ending in
    // 00, 20, 40, 60 and 80 (i * 19 mod 100), and a twentieth of the searches would find nothing.
    await db.query(
      `INSERT INTO product (game_event_id, number, price, remaining, total, sold, photo, op)
       SELECT $1, lpad(((i::bigint * 7919) % 1000000)::text, 6, '0'), 350,
              CASE WHEN i % 21 = 0 THEN 0 ELSE 1 + i % 5 END, 5, i % 7,
              '/ticket-photo/' || lpad(((i::bigint * 7919) % 1000000)::text, 6, '0') || '-1.svg', '{}'
         FROM generate_series(1, $2::int) AS i`,
      [rows[0].id, PRODUCTS],
    );
    log(`loaded ${PRODUCTS.toLocaleString('en')} products in ${Date.now() - started} ms`);
    started = Date.now();
    await db.query('VACUUM ANALYZE product');
    log(`vacuum analyze: ${Date.now() - started} ms`);
    await db.end();

    // Warm-up, then the run: every request a random last-2.
    const body = () =>
      JSON.stringify({ last2: String(Math.floor(Math.random() * 100)).padStart(2, '0') });
    const probe = await fetch(`${base}/searchProduct`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(),
    }).then((r) => r.json());
    if (probe.code !== 0 || probe.result.period.items.length !== 20) {
      throw new Error(`unexpected answer: ${JSON.stringify(probe).slice(0, 300)}`);
    }
    log(`one search: ${probe.result.period.total} matches, 20 listed`);
    const load = async (url, pid) => {
      const run = (duration) =>
        autocannon({
          url,
          connections: CONNECTIONS,
          duration,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: body() }),
            },
          ],
        });
      await run(2);
      const before = cpuReading(pid);
      const result = await run(SECONDS);
      const cpu = cpuPerRequest(before, cpuReading(pid), result['2xx']);
      const rps = result.requests.average;
      const summary =
        `${CONNECTIONS} connections, ${SECONDS} s: ` +
        `${rps.toFixed(0)} req/s, p50 ${pct(result.latency, 50)} ms, ` +
        `p99 ${pct(result.latency, 99)} ms, max ${result.latency.max} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `CPU per request: ${cpu}`;
      return { rps, p99: pct(result.latency, 99), summary };
    };
    // The same load on another server process on this database, started for it and stopped after.
    const loadOther = async (options) => {
      const server = serverProcess({ port: await freePort(), databaseUrl, ...options });
      await server.start();
      try {
        return await load(`${server.base}/searchProduct`, server.pid);
      } finally {
        await server.stop();
      }
    };
    const http = await load(`${base}/searchProduct`, serverPid);
    log(`HTTP /searchProduct last2, as shipped (answers kept 1 s), ${http.summary}`);

    // The same server with every answer from the database: its work per request, uncached.
    const fresh = await loadOther({ env: { PUBLIC_ANSWER_CACHE_MS: '0' } });
    log(`HTTP /searchProduct last2, nothing kept (PUBLIC_ANSWER_CACHE_MS=0), ${fresh.summary}`);

    // The floor: bare Fastify + node-postgres with the same statement, under the same load.
    const bare = await loadOther({ script: 'bench/bare-search-server.mjs' });
    log(
      `bare Fastify + pg, same SQL, ${bare.summary}; ` +
        `ratio HTTP nothing kept / bare: ${(fresh.rps / bare.rps).toFixed(2)}`,
    );

    // The same query straight into PostgreSQL: prepared once per connection, as the server now
    // sends it (common/db/prepared.ts), and planned on every run, as it did before.
    let preparedTps;
    for (const mode of ['prepared', 'extended']) {
      const before = cpuReading(serverPid);
      const sql = pgbench({
        sql: `\\set n random(0, 99)\n${(await searchSql()).replace(/\s+/g, ' ')};\n`,
        databaseUrl,
        clients: CONNECTIONS,
        seconds: SECONDS,
        mode,
      });
      if (!sql) continue;
      if (mode === 'prepared') preparedTps = sql.tps;
      log(
        `pgbench same SQL (${mode}), ${CONNECTIONS} clients, ${SECONDS} s: ${sql.tps.toFixed(0)} tps, ` +
          `latency avg ${sql.latencyMs} ms; ratio HTTP / this: ${(http.rps / sql.tps).toFixed(2)}, ` +
          `nothing kept: ${(fresh.rps / sql.tps).toFixed(2)}, bare: ${(bare.rps / sql.tps).toFixed(2)}; ` +
          `CPU per query: ${cpuPerRequest(before, cpuReading(serverPid), sql.transactions)}`,
      );
    }
    log(`\n${verdict(http, preparedTps)}`);
  });
}

/** Issue 31's goal for the search as shipped: p99 under 20 ms at half pgbench's prepared rate or more. */
function verdict(http, preparedTps) {
  if (preparedTps === undefined) return `goal: not judged (no pgbench), p99 ${http.p99} ms`;
  const ratio = http.rps / preparedTps;
  const met = http.p99 < GOAL.p99Ms && ratio >= GOAL.ofPgbench;
  return (
    `goal (p99 < ${GOAL.p99Ms} ms at >= ${GOAL.ofPgbench}x pgbench prepared): ${met ? 'met' : 'NOT met'} ` +
    `(p99 ${http.p99} ms, ${ratio.toFixed(2)}x)`
  );
}

runMain(main);
