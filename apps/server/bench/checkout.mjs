// Checkout under load: signed-in members with money buy one sheet each, every request with its own
// Idempotency-Key, 32 connections; a uniform mix (any of 4,000 numbers) and a hot mix (everyone
// after the same 20 numbers). Then the same writes straight into PostgreSQL with pgbench, and the
// invariant check (no sheet sold twice, sold + remaining = loaded, balances = ledger, none < 0).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/checkout.mjs
// A fresh database is created (and dropped afterwards) on that server. Build the server first.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import pg from 'pg';
import { JwtService } from '@nestjs/jwt';
import { newSessionId } from '../dist/common/session/session-token.js';
import { log, pct, pgbench, runMain, withBenchServer } from './support.mjs';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MEMBERS = 2000;
const NUMBERS = 4000;
// Uniform mix: sheets enough that no number sells out in the HTTP run plus pgbench (its raw
// script, unlike the server, does not refuse an order it cannot fill).
const UNIFORM_SHEETS = Math.max(25, Math.ceil((SECONDS * 6000) / NUMBERS));
const HOT = 20; // hot mix: 1,000 sheets each
const SECRET = 'checkout-bench-session-secret-0123456789';
const BALANCE = 1_000_000_00; // cents: nobody runs out during a run

async function load(db) {
  const started = Date.now();
  const [{ id: drawId }] = (
    await db.query(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ('default', 'bench', current_date + 10, now() - interval '1 day',
               now() + interval '7 days', 'ONGO') RETURNING id::text AS id`,
    )
  ).rows;
  await db.query(
    `INSERT INTO product (game_event_id, number, price, remaining, total, photo)
     SELECT $1, lpad(((i::bigint * 7919) % 1000000)::text, 6, '0'), 350,
            CASE WHEN i <= $3 THEN 1000 ELSE $4 END, CASE WHEN i <= $3 THEN 1000 ELSE $4 END, null
       FROM generate_series(1, $2::int) AS i`,
    [drawId, NUMBERS + HOT, HOT, UNIFORM_SHEETS],
  );
  await db.query(
    `INSERT INTO sheet (product_id, game_event_id, number, set_no)
     SELECT p.id, p.game_event_id, p.number, s
       FROM product p CROSS JOIN LATERAL generate_series(1, p.total) AS s
      WHERE p.game_event_id = $1`,
    [drawId],
  );
  const products = (
    await db.query(
      'SELECT id::text AS id, total FROM product WHERE game_event_id = $1 ORDER BY product.id',
      [drawId],
    )
  ).rows;
  // Members funded the way an admin adjustment does it: the balance and its ledger entry.
  await db.query(
    `INSERT INTO member (agent_id, username, password_hash, name, balance)
     SELECT 'default', '07' || lpad(i::text, 8, '0'), 'bench', 'Bench ' || i, $2
       FROM generate_series(1, $1::int) AS i`,
    [MEMBERS, BALANCE],
  );
  await db.query(
    `INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference)
     SELECT 'default', id, 'adjustment', balance, balance, 'bench' FROM member WHERE name LIKE 'Bench %'`,
  );
  const members = (
    await db.query(`SELECT id::text AS id FROM member WHERE name LIKE 'Bench %' ORDER BY member.id`)
  ).rows;
  // Session tokens as the server signs them (JWT, HS256, naming the session row).
  const jwt = new JwtService({ secret: SECRET, signOptions: { algorithm: 'HS256' } });
  const tokens = [];
  for (const member of members) {
    const sessionId = newSessionId();
    tokens.push(jwt.sign({ sub: member.id, sid: sessionId }, { expiresIn: 24 * 60 * 60 }));
    member.session = sessionId;
  }
  await db.query(
    `INSERT INTO session (id, member_id) SELECT * FROM unnest($1::text[], $2::bigint[])`,
    [members.map((m) => m.session), members.map((m) => m.id)],
  );
  await db.query('VACUUM ANALYZE');
  log(
    `loaded ${products.length.toLocaleString('en')} numbers, ` +
      `${products.reduce((n, p) => n + p.total, 0).toLocaleString('en')} sheets, ` +
      `${MEMBERS} members in ${Date.now() - started} ms`,
  );
  return {
    drawId,
    members,
    tokens,
    hot: products.slice(0, HOT).map((p) => p.id),
    uniform: products.slice(HOT).map((p) => p.id),
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function run(base, tokens, productIds, label, seconds) {
  const result = await autocannon({
    url: `${base}/api/customer/transaction/create`,
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
  if (label) {
    log(
      `HTTP checkout ${label}, ${CONNECTIONS} connections, ${seconds} s: ` +
        `${(ok / seconds).toFixed(0)} checkouts/s, p50 ${pct(result.latency, 50)} ms, ` +
        `p99 ${pct(result.latency, 99)} ms, max ${result.latency.max} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  }
  return ok / seconds;
}

/**
 * The writes of one checkout as plain SQL (same statements the service runs, one sheet of a
 * random uniform number for a random member), for pgbench.
 */
function pgbenchScript(drawId, firstProduct, lastProduct, firstMember, lastMember) {
  return `\\set p random(${firstProduct}, ${lastProduct})
\\set m random(${firstMember}, ${lastMember})
BEGIN;
INSERT INTO idempotency_key (member_id, scope, key, request_hash, response) VALUES (:m, 'pgbench', gen_random_uuid()::text, 'h', 'null');
SELECT prefix_payment FROM member WHERE id = :m;
SELECT id FROM game_event WHERE agent_id = 'default' AND status <> 'CLOSE' FOR SHARE;
SELECT id, number, price FROM product WHERE game_event_id = ${drawId} AND id = ANY (ARRAY[:p]::bigint[]) ORDER BY id;
INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity, is_gift) VALUES ('default', :m, ${drawId}, 350, 1, false) RETURNING id \\gset o_
INSERT INTO order_line (order_id, product_id, number, qty, price) SELECT :o_id, id, number, 1, price FROM product WHERE id = :p;
UPDATE sheet SET sold_to = :m::text, owner_id = :m, order_id = :o_id, sold_at = now() WHERE sold_to IS NULL AND id IN (SELECT id FROM sheet WHERE product_id = :p AND sold_to IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED);
UPDATE product SET remaining = remaining - 1, sold = sold + 1 WHERE id = :p AND remaining >= 1;
UPDATE member SET balance = balance - 350 WHERE id = :m AND agent_id = 'default' AND balance - 350 >= 0 RETURNING balance \\gset b_
INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference) VALUES ('default', :m, 'purchase', -350, :b_balance, :o_id);
UPDATE idempotency_key SET response = '{}' WHERE member_id = :m AND scope = 'pgbench' AND key = 'x';
COMMIT;
`;
}

async function invariants(db) {
  const { rows } = await db.query(
    `SELECT
       (SELECT count(*)::int FROM purchase_order o
         WHERE o.quantity <> (SELECT count(*) FROM sheet s WHERE s.order_id = o.id)) AS orders_short,
       (SELECT count(*)::int FROM product p WHERE p.sold + p.remaining <> p.total
          OR p.remaining <> (SELECT count(*) FROM sheet s WHERE s.product_id = p.id AND s.sold_to IS NULL))
          AS stock_mismatch,
       (SELECT count(*)::int FROM member WHERE balance < 0) AS negative,
       (SELECT count(*)::int FROM member m WHERE m.balance <>
          (SELECT coalesce(sum(amount), 0) FROM ledger_entry l WHERE l.member_id = m.id))
          AS ledger_mismatch,
       (SELECT count(*)::int FROM purchase_order) AS orders`,
  );
  return rows[0];
}

async function main() {
  log(`machine: ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown'}`);
  const env = { SESSION_SECRET: SECRET, DB_POOL_SIZE: process.env.BENCH_POOL ?? '10' };
  await withBenchServer('checkoutbench', env, async ({ base, databaseUrl }) => {
    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => {}); // the database is dropped at the end, whatever happens
    await db.connect();
    const shop = await load(db);

    const probe = await fetch(`${base}/api/customer/transaction/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: shop.tokens[0] },
      body: JSON.stringify({ products: [{ productId: shop.uniform[0], qty: 1 }] }),
    }).then((r) => r.json());
    if (probe.code !== 0) throw new Error(`unexpected answer: ${JSON.stringify(probe)}`);

    await run(base, shop.tokens, shop.uniform, null, 5); // warm-up (JIT, caches)
    const uniformRate = await run(base, shop.tokens, shop.uniform, 'uniform', SECONDS);
    await run(base, shop.tokens, shop.hot, 'hot (20 numbers)', SECONDS);
    const before = await invariants(db);
    log(`after the HTTP runs: ${JSON.stringify(before)}`);

    const firstMember = shop.members[0].id;
    const lastMember = shop.members[shop.members.length - 1].id;
    const sql = pgbench({
      sql: pgbenchScript(
        shop.drawId,
        shop.uniform[0],
        shop.uniform.at(-1),
        firstMember,
        lastMember,
      ),
      databaseUrl,
      clients: CONNECTIONS,
      seconds: SECONDS,
    });
    if (sql) {
      log(
        `pgbench same writes, ${CONNECTIONS} clients, ${SECONDS} s: ${sql.tps.toFixed(0)} tps, ` +
          `latency avg ${sql.latencyMs} ms, failed ${sql.failed}`,
      );
      log(`ratio HTTP uniform / direct SQL: ${(uniformRate / sql.tps).toFixed(2)}`);
    }

    const after = await invariants(db);
    log(`invariants: ${JSON.stringify(after)}`);
    await db.end();
    const broken =
      after.orders_short + after.stock_mismatch + after.negative + after.ledger_mismatch;
    if (broken) throw new Error('an invariant does not hold');
  });
}

runMain(main);
