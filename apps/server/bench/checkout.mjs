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
import {
  BENCH_SESSION_SECRET,
  brokenInvariants,
  checkoutInvariants,
  loadCheckoutShop,
} from './checkout-shop.mjs';
import { log, pct, pgbench, runMain, withBenchServer } from './support.mjs';

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
 * The writes of one checkout as plain SQL for pgbench: one sheet of a random uniform number for a
 * random member. `server` is the server's own statements, one per round trip, in its order
 * (session, idempotency claim, sale with prices, order, ledger, sheets with stock, answer);
 * `reference` is the multi-statement script this bench started with (the baseline).
 */
const pgbenchScripts = {
  server: (drawId) => `\\set p random(:first_product, :last_product)
\\set m random(:first_member, :last_member)
SELECT s.id, m.username FROM session s JOIN member m ON m.id = s.member_id WHERE s.member_id = :m LIMIT 1;
BEGIN;
INSERT INTO idempotency_key (member_id, scope, key, request_hash, response) VALUES (:m, 'pgbench', gen_random_uuid()::text, 'h', 'null') ON CONFLICT DO NOTHING RETURNING key;
WITH sale AS (SELECT m.prefix_payment AS prefix, g.id, g.status, g.closed FROM member m LEFT JOIN LATERAL (SELECT id, status, close_sell_at <= now() AS closed FROM game_event WHERE agent_id = 'default' AND status <> 'CLOSE' FOR SHARE) g ON true WHERE m.id = :m AND m.agent_id = 'default') SELECT sale.prefix, sale.id, sale.status, sale.closed, p.id, p.number, p.price, p.remaining FROM sale LEFT JOIN product p ON p.game_event_id = sale.id AND p.id = ANY (ARRAY[:p]::bigint[]) ORDER BY p.id;
WITH o AS (INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity, is_gift) VALUES ('default', :m, ${drawId}, 350, 1, false) RETURNING id), l AS (INSERT INTO order_line (order_id, product_id, number, qty, price) SELECT o.id, p.id, p.number, 1, p.price FROM o, product p WHERE p.id = :p) SELECT id FROM o \\gset o_
WITH m AS (UPDATE member SET balance = balance - 350 WHERE id = :m AND agent_id = 'default' AND balance - 350 >= 0 RETURNING balance) INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference) SELECT 'default', :m, 'purchase', -350, m.balance, :o_id FROM m RETURNING balance_after;
WITH claimed AS (UPDATE sheet SET sold_to = :m::text, owner_id = :m, order_id = :o_id, sold_at = now() WHERE sold_to IS NULL AND id IN (SELECT id FROM sheet WHERE product_id = :p AND sold_to IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING id), taken AS (UPDATE product SET remaining = remaining - 1, sold = sold + 1 WHERE id = :p AND remaining >= 1 AND (SELECT count(*) FROM claimed) = 1 RETURNING id) SELECT (SELECT count(*) FROM claimed), EXISTS (SELECT 1 FROM taken), (SELECT remaining FROM product WHERE id = :p);
UPDATE idempotency_key SET response = '{}' WHERE member_id = :m AND scope = 'pgbench' AND key = 'x';
COMMIT;
`,
  reference: (drawId) => `\\set p random(:first_product, :last_product)
\\set m random(:first_member, :last_member)
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
`,
};

async function main() {
  log(`machine: ${cpus().length} CPUs, ${cpus()[0]?.model ?? 'unknown'}`);
  const env = {
    SESSION_SECRET: BENCH_SESSION_SECRET,
    DB_POOL_SIZE: process.env.BENCH_POOL ?? '10',
  };
  await withBenchServer('checkoutbench', env, async ({ base, databaseUrl }) => {
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

    const probe = await fetch(`${base}/api/customer/transaction/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: shop.tokens[0] },
      body: JSON.stringify({ products: [{ productId: shop.uniform[0], qty: 1 }] }),
    }).then((r) => r.json());
    if (probe.code !== 0) throw new Error(`unexpected answer: ${JSON.stringify(probe)}`);

    await run(base, shop.tokens, shop.uniform, null, 5); // warm-up (JIT, caches)
    const uniformRate = await run(base, shop.tokens, shop.uniform, 'uniform', SECONDS);
    await run(base, shop.tokens, shop.hot, 'hot (20 numbers)', SECONDS);
    const before = await checkoutInvariants(db);
    log(`after the HTTP runs: ${JSON.stringify(before)}`);

    const variables = {
      first_product: shop.uniform[0],
      last_product: shop.uniform.at(-1),
      first_member: shop.members[0].id,
      last_member: shop.members.at(-1).id,
    };
    for (const [name, script] of Object.entries(pgbenchScripts)) {
      const sql = pgbench({
        sql: script(shop.drawId),
        variables,
        databaseUrl,
        clients: CONNECTIONS,
        seconds: SECONDS,
      });
      if (!sql) continue;
      log(
        `pgbench ${name} statements, ${CONNECTIONS} clients, ${SECONDS} s: ` +
          `${sql.tps.toFixed(0)} tps, latency avg ${sql.latencyMs} ms, failed ${sql.failed}; ` +
          `ratio HTTP uniform / this: ${(uniformRate / sql.tps).toFixed(2)}`,
      );
    }

    const after = await checkoutInvariants(db);
    log(`invariants: ${JSON.stringify(after)}`);
    await db.end();
    if (brokenInvariants(after)) throw new Error('an invariant does not hold');
  });
}

runMain(main);
