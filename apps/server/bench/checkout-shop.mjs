// The shop both checkout benches buy from: one open draw, numbers with sheets, funded members
// with signed-in sessions (tokens as the server signs them), and the invariants a run must keep.
import { JwtService } from '@nestjs/jwt';
import { log } from './support.mjs';

/** Bench member `memberId`'s session id (in SQL: `'bench-' || member id`). */
export const benchSessionId = (memberId) => `bench-${memberId}`;

export const BENCH_SESSION_SECRET = 'checkout-bench-session-secret-0123456789';

/**
 * Loads the shop: `hot` numbers of `hotSheets` sheets each, then `numbers` numbers of `sheets`
 * each, and `members` members with `balance` cents (an adjustment entry each, as an admin would).
 */
export async function loadCheckoutShop(
  db,
  { numbers, sheets, hot = 0, hotSheets = 0, members, balance },
) {
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
            CASE WHEN i <= $3 THEN $5::int ELSE $4::int END, CASE WHEN i <= $3 THEN $5::int ELSE $4::int END, null
       FROM generate_series(1, $2::int) AS i`,
    [drawId, numbers + hot, hot, sheets, hotSheets],
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
  await db.query(
    `INSERT INTO member (agent_id, username, password_hash, name, balance)
     SELECT 'default', '07' || lpad(i::text, 8, '0'), 'bench', 'Bench ' || i, $2
       FROM generate_series(1, $1::int) AS i`,
    [members, balance],
  );
  await db.query(
    `INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference)
     SELECT 'default', id, 'adjustment', balance, balance, 'bench' FROM member WHERE name LIKE 'Bench %'`,
  );
  const memberRows = (
    await db.query(`SELECT id::text AS id FROM member WHERE name LIKE 'Bench %' ORDER BY member.id`)
  ).rows;
  const jwt = new JwtService({ secret: BENCH_SESSION_SECRET, signOptions: { algorithm: 'HS256' } });
  const tokens = [];
  for (const member of memberRows) {
    // Named after the member, so the pgbench script can look a member's session up by its id,
    // as the server does (a random id would leave it only the member to go by).
    member.session = benchSessionId(member.id);
    tokens.push(jwt.sign({ sub: member.id, sid: member.session }, { expiresIn: 24 * 60 * 60 }));
  }
  await db.query(
    `INSERT INTO session (id, member_id) SELECT * FROM unnest($1::text[], $2::bigint[])`,
    [memberRows.map((m) => m.session), memberRows.map((m) => m.id)],
  );
  // Only the tables just filled. Analyzing the still-empty order tables too would record them as
  // empty: the server's connections would then plan (and keep, until autovacuum's next analyze)
  // each foreign-key check into purchase_order as a scan of the whole table, two per checkout,
  // as the table grows. A live shop's tables are never in that state for more than a minute.
  await db.query('VACUUM ANALYZE game_event, product, sheet, member, ledger_entry, session');
  log(
    `loaded ${products.length.toLocaleString('en')} numbers, ` +
      `${products.reduce((n, p) => n + p.total, 0).toLocaleString('en')} sheets, ` +
      `${members} members in ${Date.now() - started} ms`,
  );
  return {
    drawId,
    members: memberRows,
    tokens,
    hot: products.slice(0, hot).map((p) => p.id),
    uniform: products.slice(hot).map((p) => p.id),
  };
}

/**
 * What no run may break: every order has its sheets, sold + remaining = loaded and matches the
 * unsold sheets, no balance below zero, every balance the sum of its ledger. Counts of breaks.
 */
export async function checkoutInvariants(db) {
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

export const brokenInvariants = (found) =>
  found.orders_short + found.stock_mismatch + found.negative + found.ledger_mismatch;
