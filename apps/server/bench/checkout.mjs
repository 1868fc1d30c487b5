// Checkout under load: signed-in members with money buy one sheet each, every request with its own
// Idempotency-Key, 32 connections spread over two server processes (the compose file's two
// replicas; BENCH_REPLICAS to change); a uniform mix (any of 4,000 numbers) and a hot mix (everyone
// after the same 20 numbers). The uniform mix takes turns with the same writes straight into
// PostgreSQL with pgbench; every run prints the CPU each process spent per checkout (server,
// PostgreSQL, load generator or pgbench). Then the invariant check (no sheet sold twice,
// sold + remaining = loaded, balances = ledger, none < 0).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/checkout.mjs
// A fresh database is created (and dropped afterwards) on that server. Build the server first.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import pg from 'pg';
import {
  BENCH_SESSION_SECRET,
  brokenInvariants,
  checkoutInvariants,
  loadCheckoutShop,
} from './checkout-shop.mjs';
import {
  cpuPerRequest,
  cpuReading,
  log,
  pct,
  pgbench,
  runMain,
  withBenchServer,
} from './support.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MEMBERS = 2000;
const NUMBERS = 4000;
// Uniform mix: sheets enough that no number sells out in the HTTP run plus both pgbench runs
// (up to 3,000 tps each seen here; their raw script, unlike the server, does not refuse an
// order it cannot fill).
const UNIFORM_SHEETS = Math.max(25, Math.ceil((SECONDS * 12000) / NUMBERS));
const HOT = 20; // hot mix: 1,000 sheets each
const BALANCE = 1_000_000_00; // cents: nobody runs out during a run
// Server processes on the one database, as docker/compose.yaml deploys them; BENCH_REPLICAS=1
// measures one process alone.
const REPLICAS = Number(process.env.BENCH_REPLICAS ?? 2);
// Database connections of each process (BENCH_POOL): 10 between them, however many there are.
// On two shared cores more backends only contend (docs/performance.md, "Two processes, as deployed").
const POOL = process.env.BENCH_POOL ?? String(Math.ceil(10 / REPLICAS));

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function run({ bases, serverPids }, tokens, productIds, label, seconds) {
  const before = cpuReading(serverPids);
  const result = await autocannon({
    // The connections are spread over the replicas, as the proxy spreads them.
    url: bases.map((base) => `${base}/api/customer/transaction/create`),
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: pick(tokens),
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ products: [{ productId: pick(productIds), qty: 1 }] }),
        }),
      },
    ],
  });
  const ok = result['2xx'];
  const cpu = cpuPerRequest(before, cpuReading(serverPids), ok);
  if (label) {
    log(
      `HTTP checkout ${label}, ${CONNECTIONS} connections, ${seconds} s: ` +
        `${(ok / seconds).toFixed(0)} checkouts/s, p50 ${pct(result.latency, 50)} ms, ` +
        `p99 ${pct(result.latency, 99)} ms, max ${result.latency.max} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; ` +
        `CPU per checkout: ${cpu}`,
    );
  }
  return ok / seconds;
}

/**
 * The writes of one checkout as plain SQL for pgbench: one sheet of a random uniform number for a
 * random member. `server` is what the server sends for it, one statement per round trip: the
 * session lookup and the checkout call (`checkout_buy`, migration 2800000000003: key, draw,
 * prices, limits, order and lines, balance and ledger entry by `ledger_post`, sheets and stock by
 * `stock_take_sheets`, answer); `reference` is the
 * multi-statement script this bench started with (the baseline: the same writes one
 * statement at a time in a transaction).
 */
const pgbenchScripts = {
  server: () => `\\set p random(:first_product, :last_product)
\\set m random(:first_member, :last_member)
SELECT s.id, s.member_id, s.created_at, s.last_used_at, s.ended_at, s.ended_reason, m.agent_id, m.username, m.role, m.locked FROM session s JOIN member m ON m.id = s.member_id WHERE s.id = 'bench-' || :m;
SELECT checkout_buy('default', :m, ARRAY[:p]::bigint[], ARRAY[1], false, NULL, gen_random_uuid()::text, 'h', now(), NULL);
`,
  reference: (drawId) => `\\set p random(:first_product, :last_product)
\\set m random(:first_member, :last_member)
BEGIN;
INSERT INTO idempotency_key (member_id, scope, key, request_hash, response) VALUES (:m, 'pgbench', gen_random_uuid()::text, 'h', 'null');
SELECT prefix_payment FROM member WHERE id = :m;
SELECT id FROM game_event WHERE agent_id = 'default' AND status <> 'CLOSE' FOR SHARE;
SELECT id, number, price FROM product WHERE game_event_id = ${drawId} AND id = ANY (ARRAY[:p]::bigint[]) ORDER BY id;
INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity, for_myself) VALUES ('default', :m, ${drawId}, 350, 1, false) RETURNING id \\gset o_
INSERT INTO order_line (order_id, product_id, number, qty, price) SELECT :o_id, id, number, 1, price FROM product WHERE id = :p;
UPDATE sheet SET sold_to = :m::text, owner_id = :m, order_id = :o_id, sold_at = now() WHERE sold_to IS NULL AND id IN (SELECT id FROM sheet WHERE product_id = :p AND sold_to IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED);
UPDATE product SET remaining = remaining - 1, sold = sold + 1 WHERE id = :p AND remaining >= 1;
UPDATE member SET balance = balance - 350 WHERE id = :m AND agent_id = 'default' AND balance - 350 >= 0 RETURNING balance \\gset b_
INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference) VALUES ('default', :m, 'purchase', -350, :b_balance, :o_id);
UPDATE idempotency_key SET response = '{}' WHERE member_id = :m AND scope = 'pgbench' AND key = 'x';
COMMIT;
`,
};

async function main() {
  log(`machine: ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown'}`);
  log(`${REPLICAS} server process(es), ${POOL} database connections each`);
  const env = {
    SESSION_SECRET: BENCH_SESSION_SECRET,
    DB_POOL_SIZE: POOL,
  };
  await withBenchServer('checkoutbench', { env, replicas: REPLICAS }, async (server) => {
    const { databaseUrl } = server;
    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => {}); // the database is dropped at the end, whatever happens
    await db.connect();
    const shop = await loadCheckoutShop(db, {
      numbers: NUMBERS,
      sheets: UNIFORM_SHEETS,
      hot: HOT,
      hotSheets: 1000,
      members: MEMBERS,
      balance: BALANCE,
    });

    const probe = await fetch(`${server.base}/api/customer/transaction/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: shop.tokens[0] },
      body: JSON.stringify({ products: [{ productId: shop.uniform[0], qty: 1 }] }),
    }).then((r) => r.json());
    if (probe.code !== 0) throw new Error(`unexpected answer: ${JSON.stringify(probe)}`);

    await run(server, shop.tokens, shop.uniform, null, 5); // warm-up (JIT, caches)
    // Measured as a shop that has been selling: autovacuum has analyzed the order tables with
    // rows in them. Left to chance, its first analyze (at 50 rows) can come in the first seconds
    // and record purchase_order as one page: every foreign-key check into it is then planned,
    // and kept, as a scan of the whole table until the next analyze, while the table grows by
    // hundreds of rows a second (one run measured 116 checkouts/s so).
    await db.query('ANALYZE purchase_order, order_line, idempotency_key, ledger_entry');
    await run(server, shop.tokens, shop.hot, 'hot (20 numbers)', SECONDS);
    log(`after the hot run: ${JSON.stringify(await checkoutInvariants(db))}`);

    const variables = {
      first_product: shop.uniform[0],
      last_product: shop.uniform.at(-1),
      first_member: shop.members[0].id,
      last_member: shop.members.at(-1).id,
    };
    // The uniform mix and the two pgbench scripts take turns in halves (HTTP, server, reference,
    // twice): this host's speed drifts by a third within a minute, and the ratio is only
    // meaningful between runs of the same minute. The database grows during the runs, which
    // would otherwise favour whichever ran first.
    const half = Math.max(1, Math.round(SECONDS / 2));
    const rounds = {
      http: [],
      ...Object.fromEntries(Object.keys(pgbenchScripts).map((name) => [name, []])),
    };
    for (let turn = 1; turn <= 2; turn++) {
      rounds.http.push(await run(server, shop.tokens, shop.uniform, `uniform, half ${turn}`, half));
      for (const [name, script] of Object.entries(pgbenchScripts)) {
        const before = cpuReading(server.serverPids);
        const sql = pgbench({
          sql: script(shop.drawId),
          variables,
          databaseUrl,
          clients: CONNECTIONS,
          seconds: half,
        });
        if (!sql) continue;
        rounds[name].push(sql);
        log(
          `pgbench ${name} statements, ${CONNECTIONS} clients, ${half} s: ` +
            `${sql.tps.toFixed(0)} tps; CPU per checkout: ` +
            cpuPerRequest(before, cpuReading(server.serverPids), sql.transactions),
        );
      }
    }
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const uniformRate = mean(rounds.http);
    log(`HTTP checkout uniform, 2 x ${half} s: ${uniformRate.toFixed(0)} checkouts/s`);
    for (const name of Object.keys(pgbenchScripts)) {
      const runs = rounds[name];
      if (runs.length < 2) continue;
      const tps = mean(runs.map((sql) => sql.tps));
      log(
        `pgbench ${name} statements, ${CONNECTIONS} clients, 2 x ${half} s: ` +
          `${tps.toFixed(0)} tps (${runs.map((sql) => sql.tps.toFixed(0)).join(', ')}), ` +
          `failed ${runs.reduce((sum, sql) => sum + Number(sql.failed), 0)}; ` +
          `ratio HTTP uniform / this: ${(uniformRate / tps).toFixed(2)} ` +
          `(halves ${runs.map((sql, i) => (rounds.http[i] / sql.tps).toFixed(2)).join(', ')})`,
      );
    }

    const after = await checkoutInvariants(db);
    log(`invariants: ${JSON.stringify(after)}`);
    await db.end();
    if (brokenInvariants(after)) throw new Error('an invariant does not hold');
  });
}

runMain(main);
