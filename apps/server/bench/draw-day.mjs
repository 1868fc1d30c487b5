// Draw day: the hour results come out. Two server processes on one database (the compose file's
// two replicas), a shop whose last draw sold out to its members and whose next draw is on sale.
//   1. normal mix: readers at BENCH_READ_RATE requests/s on each of results, check-ticket, home
//      and my tickets, while members buy the next draw at BENCH_CHECKOUT_RATE checkouts/s;
//   2. the spike: results are published (the admin's call, settling every sold sheet and
//      crediting the prizes through the ledger) and the readers come at ten times the rate,
//      while checkout of the next draw goes on at the same rate.
// Requests arrive as people do, each at its own random moment at the asked rate (open loop,
// open-loop.mjs), and each latency counts from that moment.
// Each phase prints p50/p99 and errors per route, the CPU of each server process, of PostgreSQL
// and of this load generator; then the invariants (sold + remaining = loaded, balance = ledger,
// no sheet in two orders). Goal (issue 31): no errors, reads p99 < 200 ms and checkout p99
// < 250 ms during the spike.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/draw-day.mjs
// A fresh database is created (and dropped afterwards) on that server. Build the server first.
// BENCH_SECONDS (per phase, default 20; 0: start, load, ask every route once, publish, check the
// invariants, without the load: the start-up test runs that), BENCH_READ_RATE (default 10 per route),
// BENCH_CHECKOUT_RATE (default 50), BENCH_MEMBERS (default 2000).
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import {
  BENCH_SESSION_SECRET,
  benchSessionId,
  brokenInvariants,
  checkoutInvariants,
  loadCheckoutShop,
} from './checkout-shop.mjs';
import { openLoop } from './open-loop.mjs';
import { cpuReading, log, runMain, withBenchServer } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
// Rates for this class of machine (2 cores shared by the servers, PostgreSQL and this load
// generator): 40 reads/s, then 400, with 50 checkouts/s. A larger machine takes larger ones.
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 10);
const CHECKOUT_RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 50);
const SURGE = 10;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (SECONDS === 0 ? 40 : 2000));
const NUMBERS = SECONDS === 0 ? 100 : 4000;
// The next draw's sheets: enough that no number sells out while both phases buy.
// Random picks: four times what both phases could buy, and at least 10 a number.
const NEXT_SHEETS = Math.max(10, Math.ceil((CHECKOUT_RATE * SECONDS * 2 * 4) / NUMBERS));
const REPLICAS = 2;
const POOL = String(Math.ceil(10 / REPLICAS)); // 10 between them, as in the checkout bench
const GOALS = { readP99Ms: 200, checkoutP99Ms: 250 };

const realDraws = JSON.parse(
  readFileSync(new URL('../data/thai-lottery-results.json', import.meta.url), 'utf8'),
).draws;
const resultsOf = (draw) =>
  Object.fromEntries(Object.entries(draw.prizes).map(([kind, prize]) => [kind, prize.numbers]));

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Every call the bench makes, in one place: the public reads as the PWA makes them (the cacheable
 * GETs, language in the query; a GET takes its fields in the query), a member's own as POSTs.
 */
const calls = {
  home: { method: 'GET', path: '/api/public/home', body: () => ({ locale: 'km' }) },
  results: { method: 'GET', path: '/api/public/results', body: () => ({ locale: 'km' }) },
  checkTicket: {
    method: 'GET',
    path: '/api/public/check-ticket',
    body: (shop) => ({ number: pick(shop.soldNumbers), locale: 'km' }),
  },
  myTickets: {
    method: 'POST',
    path: '/api/customer/user/myTicket',
    member: true,
    body: () => ({}),
  },
  checkout: {
    method: 'POST',
    path: '/api/customer/transaction/create',
    member: true,
    idempotent: true,
    body: (shop) => ({ products: [{ productId: pick(shop.nextProducts), qty: 1 }] }),
  },
};
const readers = ['results', 'checkTicket', 'home', 'myTickets'];

/** One request of `call` as the open-loop generator sends it. */
function requestOf(call, shop) {
  const body = call.body(shop);
  const headers = { ...(call.member ? { authorization: pick(shop.tokens) } : {}) };
  if (call.idempotent) headers['idempotency-key'] = randomUUID();
  if (call.method === 'GET') {
    const query = new URLSearchParams(body).toString();
    return { method: 'GET', path: query ? `${call.path}?${query}` : call.path, headers };
  }
  headers['content-type'] = 'application/json';
  return { method: call.method, path: call.path, headers, body: JSON.stringify(body) };
}

/**
 * Every route at once, each at `rates[name]` requests/s over both servers (open loop: see
 * open-loop.mjs). `onStart` runs as the load begins (the publication); the slowest 1% of the
 * answers are then split into those due while it ran and those due after.
 */
async function phase(label, { bases, serverPids }, shop, rates, onStart = async () => null) {
  const before = { at: Date.now(), cpu: serverPids.map((pid) => cpuReading([pid])) };
  const runs = Object.entries(rates).map(async ([name, rate]) => {
    const result = await openLoop({
      bases,
      rate,
      seconds: SECONDS,
      next: () => requestOf(calls[name], shop),
    });
    return [name, result];
  });
  const window = { from: performance.now() };
  const started = await onStart();
  window.to = performance.now();
  const results = Object.fromEntries(await Promise.all(runs));
  const seconds = (Date.now() - before.at) / 1000;
  const after = serverPids.map((pid) => cpuReading([pid]));
  log(
    `\n${label}, ${SECONDS} s, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [name, result] of Object.entries(results)) {
    const errors = result.non2xx + result.errors + result.timeouts;
    log(
      `  ${name.padEnd(11)} ${String(rates[name]).padStart(5)}/s asked, ` +
        `${(result.sent / SECONDS).toFixed(0).padStart(5)}/s sent, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `max ${result.latency.max} ms, errors ${errors}` +
        (errors
          ? ` (non-2xx ${JSON.stringify(result.refused)}, errors ${result.errors}, ` +
            `timeouts ${result.timeouts})`
          : ''),
    );
  }
  const all = Object.values(results).flatMap((result) => result.answers);
  const slowest = all.sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(all.length / 100));
  if (started !== null && slowest.length) {
    const during = slowest.filter(({ due }) => due >= window.from && due <= window.to).length;
    log(
      `  the slowest 1% (${slowest.length} answers, ${Math.round(slowest.at(-1).ms)} ms and more): ` +
        `${during} due during the publication (its first ${Math.round(window.to - window.from)} ms), ` +
        `${slowest.length - during} after`,
    );
  }
  const core = (start, end) => `${(((end - start) / seconds) * 100).toFixed(0)}%`;
  const postgres = core(before.cpu[0].postgres, after[0].postgres);
  log(
    `  CPU (100% = one core): ` +
      serverPids
        .map((_, i) => `server ${i + 1} ${core(before.cpu[i].server, after[i].server)}`)
        .join(', ') +
      `, PostgreSQL ${postgres} (every postgres process on the machine), ` +
      `load generator ${core(before.cpu[0].client, after[0].client)}`,
  );
  // Per answered request, all routes together: what the phase cost, whatever else ran.
  const answered = Object.values(results).reduce((sum, result) => sum + result.ok, 0);
  const perRequest = (part) =>
    answered ? (((part(after) - part(before.cpu)) * 1000) / answered).toFixed(2) : '?';
  log(
    `  CPU per answered request (${answered}): servers ` +
      `${perRequest((cpu) => cpu.reduce((sum, reading) => sum + reading.server, 0))} ms, ` +
      `PostgreSQL ${perRequest((cpu) => cpu[0].postgres)} ms`,
  );
  return { results, started };
}

/** The goal's verdict on the spike. */
function verdict({ results }) {
  const lines = [];
  let met = true;
  for (const [name, result] of Object.entries(results)) {
    const errors = result.non2xx + result.errors + result.timeouts;
    const limit = name === 'checkout' ? GOALS.checkoutP99Ms : GOALS.readP99Ms;
    const ok = errors === 0 && result.latency.p99 < limit;
    met &&= ok;
    lines.push(
      `${name} ${ok ? 'met' : 'NOT met'} (p99 ${result.latency.p99} < ${limit} ms, errors ${errors})`,
    );
  }
  log(`\ngoal during the spike: ${met ? 'met' : 'NOT met'}: ${lines.join('; ')}`);
}

async function post(base, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** The admin who closes and publishes, signed in as the bench members are. */
async function benchAdmin(db) {
  const [{ id }] = (
    await db.query(
      `INSERT INTO member (agent_id, username, password_hash, name, role)
       VALUES ('default', '0700000000', 'bench', 'Bench admin', 'admin') RETURNING id::text AS id`,
    )
  ).rows;
  await db.query('INSERT INTO session (id, member_id) VALUES ($1, $2)', [benchSessionId(id), id]);
  const jwt = new JwtService({ secret: BENCH_SESSION_SECRET, signOptions: { algorithm: 'HS256' } });
  return jwt.sign({ sub: id, sid: benchSessionId(id) }, { expiresIn: 24 * 60 * 60 });
}

/**
 * The shop on the morning of the draw: last fortnight's draw published, today's draw sold to
 * the members (one sheet each, bought through the server) and closed, the next draw on sale.
 */
async function drawDayShop(db, base) {
  const today = await loadCheckoutShop(db, {
    numbers: NUMBERS,
    sheets: 2,
    members: MEMBERS,
    balance: 1_000_000_00,
  });
  await db.query(
    `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status,
                             results, published_at)
     VALUES ('default', 'bench last', current_date - 14, now() - interval '30 days',
             now() - interval '15 days', 'CLOSE', $1, now() - interval '14 days')`,
    [JSON.stringify(resultsOf(realDraws[0]))],
  );
  const admin = await benchAdmin(db);
  const started = Date.now();
  // Member i buys number i: no number sells out.
  const buyers = today.tokens.map((token, i) => ({ token, productId: today.uniform[i] }));
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let buyer = buyers.pop(); buyer; buyer = buyers.pop()) {
        const answer = await post(base, calls.checkout.path, buyer.token, {
          products: [{ productId: buyer.productId, qty: 1 }],
        });
        if (answer.code !== 0) throw new Error(`setup purchase: ${JSON.stringify(answer)}`);
      }
    }),
  );
  log(`${today.tokens.length} members bought today's draw in ${Date.now() - started} ms`);
  const closed = await post(base, '/api/company/draw/status', admin, {
    gameEventId: today.drawId,
    status: 'CLOSE',
  });
  if (closed.code !== 0) throw new Error(`closing today's draw: ${JSON.stringify(closed)}`);
  const [{ id: nextDrawId }] = (
    await db.query(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ('default', 'bench next', current_date + 25, now() - interval '1 hour',
               now() + interval '14 days', 'ONGO') RETURNING id::text AS id`,
    )
  ).rows;
  await db.query(
    `INSERT INTO product (game_event_id, number, price, remaining, total)
     SELECT $1, lpad(((i::bigint * 7919) % 1000000)::text, 6, '0'), 350, $3::int, $3::int
       FROM generate_series(1, $2::int) AS i`,
    [nextDrawId, NUMBERS, NEXT_SHEETS],
  );
  await db.query(
    `INSERT INTO sheet (product_id, game_event_id, number, set_no)
     SELECT p.id, p.game_event_id, p.number, s
       FROM product p CROSS JOIN LATERAL generate_series(1, p.total) AS s
      WHERE p.game_event_id = $1`,
    [nextDrawId],
  );
  await db.query(
    'VACUUM ANALYZE game_event, product, sheet, purchase_order, order_line, ledger_entry',
  );
  const nextProducts = (
    await db.query('SELECT id::text AS id FROM product WHERE game_event_id = $1', [nextDrawId])
  ).rows.map((row) => row.id);
  const soldNumbers = (
    await db.query(
      'SELECT DISTINCT number FROM sheet WHERE game_event_id = $1 AND order_id IS NOT NULL',
      [today.drawId],
    )
  ).rows.map((row) => row.number);
  log(`next draw on sale: ${NUMBERS.toLocaleString('en')} numbers of ${NEXT_SHEETS} sheets`);
  return { admin, todayId: today.drawId, tokens: today.tokens, nextProducts, soldNumbers };
}

/** The admin publishes today's results (a real past draw's numbers); answers how long it took. */
async function publish(base, shop) {
  const started = Date.now();
  const answer = await post(base, '/api/company/draw/publish', shop.admin, {
    gameEventId: shop.todayId,
    results: resultsOf(realDraws[1]),
  });
  if (answer.code !== 0) throw new Error(`publishing: ${JSON.stringify(answer)}`);
  return Date.now() - started;
}

/** Sold + remaining = loaded, balance = ledger, no balance below zero, no sheet sold twice. */
async function invariants(db) {
  const found = await checkoutInvariants(db);
  const { rows } = await db.query(
    `SELECT (SELECT coalesce(sum(quantity), 0)::int FROM purchase_order)
          - (SELECT count(*)::int FROM sheet WHERE order_id IS NOT NULL) AS sheets_vs_orders,
            (SELECT count(*)::int FROM ticket_prize) AS prizes,
            (SELECT count(*)::int FROM ledger_entry WHERE kind = 'prize') AS prizes_credited`,
  );
  return { ...found, ...rows[0] };
}

async function main() {
  log(
    `machine: ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown'}, load average ${loadavg()[0].toFixed(1)}`,
  );
  log(`${REPLICAS} server processes, ${POOL} database connections each`);
  const env = { SESSION_SECRET: BENCH_SESSION_SECRET, DB_POOL_SIZE: POOL };
  await withBenchServer('drawdaybench', { env, replicas: REPLICAS }, async (server) => {
    const db = new pg.Client({ connectionString: server.databaseUrl });
    db.on('error', () => {}); // the database is dropped at the end, whatever happens
    await db.connect();
    const shop = await drawDayShop(db, server.base);

    // Every route once on each process: a wrong path or body fails here, not as a run of errors.
    for (const base of server.bases) {
      for (const [name, call] of Object.entries(calls)) {
        const request = requestOf(call, shop);
        const answer = await fetch(`${base}${request.path}`, request).then((r) => r.json());
        if (answer.code !== 0) throw new Error(`${name} answered ${JSON.stringify(answer)}`);
      }
    }
    log(`every route answered on both processes: ${Object.keys(calls).join(', ')}`);

    if (SECONDS === 0) {
      log(`published in ${await publish(server.base, shop)} ms`);
    } else {
      const rates = (surge) => ({
        ...Object.fromEntries(readers.map((name) => [name, READ_RATE * surge])),
        checkout: CHECKOUT_RATE,
      });
      await phase('normal mix', server, shop, rates(1));
      const spike = await phase(
        `the spike: results published, ${SURGE}x the readers`,
        server,
        shop,
        rates(SURGE),
        () => publish(server.base, shop),
      );
      log(`  publishing (settles ${shop.tokens.length} sold sheets) took ${spike.started} ms`);
      verdict(spike);
    }

    const after = await invariants(db);
    log(`invariants: ${JSON.stringify(after)}`);
    await db.end();
    if (brokenInvariants(after) || after.sheets_vs_orders !== 0) {
      throw new Error('an invariant does not hold');
    }
    log('invariants hold');
  });
}

runMain(main);
