// Checkout under faults (TigerBeetle-style: the invariants are checked after the faults, not
// assumed). Many connections check out with idempotency keys while the server is killed with
// SIGKILL twice and PostgreSQL is stopped in immediate mode once; both come back. Clients retry
// every unanswered request (network error, timeout, 5xx) with the same key and body, as the PWA
// does. Afterwards: every acknowledged order exists under its key, no order without a key (so no
// key has two), re-sent keys got the first answer, and the shop's invariants hold.
//   node bench/crash.mjs          (CRASH_SECONDS=40, CRASH_CONNECTIONS=64 by default)
// It runs its own PostgreSQL (embedded, in a temporary folder) so that stopping it harms nobody.
// Build the server first. Exits 1 when anything is lost or broken.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../dist/db/embedded-postgres.js';
import {
  BENCH_SESSION_SECRET,
  brokenInvariants,
  checkoutInvariants,
  loadCheckoutShop,
} from './checkout-shop.mjs';
import { freePort, log, runMain, serverProcess } from './support.mjs';

const SECONDS = Number(process.env.CRASH_SECONDS ?? 40);
const CONNECTIONS = Number(process.env.CRASH_CONNECTIONS ?? 64);
/** After the run, how long an unanswered request may still be retried before it counts as lost. */
const GRACE_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The embedded cluster, with an immediate stop (SIGQUIT to the postmaster: no checkpoint). */
async function database(dataDir, port) {
  let running = await startEmbeddedPostgres({
    dataDir,
    port,
    onLog: (m) => process.env.CRASH_PG_LOG && console.log('PG', m.trim()),
  });
  const pidFile = join(dataDir, 'cluster', 'postmaster.pid');
  return {
    url: running.url,
    async stopImmediately() {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGQUIT');
      for (let waited = 0; isAlive(pid); waited += 50) {
        if (waited > 30_000) throw new Error('PostgreSQL did not stop');
        await sleep(50);
      }
    },
    async start() {
      running = await startEmbeddedPostgres({ dataDir, port });
    },
    stop: () => running.stop(),
  };
}

function isAlive(pid) {
  try {
    return !/^State:\s*Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** What the clients saw. */
const seen = {
  requests: 0, // HTTP requests sent, retries included
  checkouts: 0, // distinct idempotency keys
  acknowledged: 0, // code 0
  refused: 0, // a catalogue refusal (sold out, ...): nothing bought, a final answer
  retried: 0, // keys that needed more than one request
  lost: 0, // keys never answered, even after the grace period
  serverErrors: 0, // HTTP 500: the server did not map a fault to 503
  replayMismatches: 0, // a key sent again after its answer got a different order
  refusedBy: {}, // code -> count
};
const acknowledged = new Map(); // key -> orderId

async function send(base, request) {
  seen.requests += 1;
  const response = await fetch(`${base}/api/customer/transaction/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: request.token,
      'idempotency-key': request.key,
    },
    body: request.body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, json: await response.json() };
}

/** Sends until a final answer (as the PWA's money calls do): null when the deadline passes. */
async function untilAnswered(base, request, deadline) {
  for (let attempt = 0; ; attempt += 1) {
    if (attempt === 1) seen.retried += 1;
    try {
      const answer = await send(base, request);
      if (answer.status < 500) return answer.json;
      if (answer.status === 500) seen.serverErrors += 1;
    } catch {
      // connection refused or reset, or no answer in time: the same key again
    }
    if (Date.now() > deadline) return null;
    await sleep(Math.min(2000, 100 * 2 ** attempt));
  }
}

async function buyer(base, shop, until) {
  while (Date.now() < until) {
    const request = {
      key: randomUUID(),
      token: pick(shop.tokens),
      body: JSON.stringify({ products: [{ productId: pick(shop.uniform), qty: 1 }] }),
    };
    seen.checkouts += 1;
    const answer = await untilAnswered(base, request, until + GRACE_MS);
    if (answer === null) {
      seen.lost += 1;
    } else if (answer.code === 0) {
      seen.acknowledged += 1;
      acknowledged.set(request.key, answer.result.period.orderId);
      // Now and then the answer "was lost": the same request again must replay it.
      if (Math.random() < 0.1) {
        const again = await untilAnswered(base, request, until + GRACE_MS);
        if (again?.result?.period?.orderId !== answer.result.period.orderId)
          seen.replayMismatches += 1;
      }
    } else {
      seen.refused += 1;
      seen.refusedBy[answer.code] = (seen.refusedBy[answer.code] ?? 0) + 1;
    }
  }
}

/** The faults, at fixed points of the run; each waits until the part is back. */
async function faults(server, db, started) {
  const at = async (fraction) =>
    sleep(Math.max(0, started + fraction * SECONDS * 1000 - Date.now()));
  const events = [];
  const note = (what) => {
    events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
    log(`  ${events.at(-1)}`);
  };
  await at(0.2);
  note('server killed (SIGKILL)');
  await server.kill();
  await server.start();
  note('server back');
  await at(0.45);
  note('PostgreSQL stopped (immediate)');
  await db.stopImmediately();
  await sleep(2000);
  await db.start();
  note('PostgreSQL back');
  await at(0.7);
  note('server killed (SIGKILL)');
  await server.kill();
  await server.start();
  note('server back');
  return events;
}

/** The database's side: each acknowledged order under its key, and no order without one. */
async function keysAgainstOrders(client) {
  const { rows } = await client.query(
    `SELECT k.key, k.response->>'orderId' AS order_id,
            EXISTS (SELECT 1 FROM purchase_order o WHERE o.id::text = k.response->>'orderId') AS exists
       FROM idempotency_key k WHERE k.scope = 'checkout'`,
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  let missing = 0;
  for (const [key, orderId] of acknowledged) {
    const row = byKey.get(key);
    if (!row || row.order_id !== orderId || !row.exists) missing += 1;
  }
  const [{ count: unkeyed }] = (
    await client.query(
      `SELECT count(*)::int AS count FROM purchase_order o WHERE NOT EXISTS (
         SELECT 1 FROM idempotency_key k
          WHERE k.scope = 'checkout' AND k.response->>'orderId' = o.id::text)`,
    )
  ).rows;
  return { acknowledgedMissing: missing, ordersWithoutKey: unkeyed };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lottery-crash-'));
  const db = await database(dataDir, await freePort());
  const server = serverProcess({
    port: await freePort(),
    databaseUrl: db.url,
    env: { SESSION_SECRET: BENCH_SESSION_SECRET },
  });
  try {
    await server.start();
    const loader = new pg.Client({ connectionString: db.url });
    loader.on('error', () => {}); // the database stops when the run fails
    await loader.connect();
    const shop = await loadCheckoutShop(loader, {
      numbers: 2000,
      sheets: 50,
      members: 500,
      balance: 1_000_000_00,
    });
    await loader.end();

    log(`${CONNECTIONS} connections checking out for ${SECONDS} s, with faults:`);
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const [events] = await Promise.all([
      faults(server, db, started),
      ...Array.from({ length: CONNECTIONS }, () => buyer(server.base, shop, until)),
    ]);

    const client = new pg.Client({ connectionString: db.url });
    client.on('error', () => {});
    await client.connect();
    const invariants = await checkoutInvariants(client);
    const keys = await keysAgainstOrders(client);
    await client.end();
    const summary = { ...seen, ...keys, ...invariants, faults: events.length };
    log(`crash summary: ${JSON.stringify(summary)}`);
    const broken =
      seen.lost +
      seen.serverErrors +
      seen.replayMismatches +
      keys.acknowledgedMissing +
      keys.ordersWithoutKey +
      brokenInvariants(invariants);
    if (broken || seen.acknowledged === 0)
      throw new Error('the checkout did not survive the faults');
    log('nothing lost: every acknowledged order is there once, and the invariants hold');
  } finally {
    await server.stop();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
