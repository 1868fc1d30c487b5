// Checkout tests: an open draw with real sheets, members with money (through the ledger) and a
// session, and calls that can carry an Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { privateUploadUrl } from '../src/common/upload/private-upload-url.js';
import { SessionService } from '../src/common/session/session.service.js';
import { LedgerService } from '../src/modules/payment/ledger.service.js';
import { file, jpg, postForm } from './admin-http-support.js';
import { sql, type Answer } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

export interface Buyer {
  id: string;
  token: string;
}

let phones = 0;

/**
 * A member (prefix 'topup' or 'other') signed in through the app's own session service, with
 * `cents` credited by a ledger adjustment, as an admin's adjustment would.
 */
export async function newBuyer(
  server: TestApp,
  options: { cents?: number; prefix?: 'topup' | 'other' } = {},
): Promise<Buyer> {
  phones += 1;
  const phone = `08${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
  const [row] = await sql<{ id: string }>(
    server,
    `INSERT INTO member (agent_id, username, password_hash, name, prefix_payment)
     VALUES ('default', $1, 'not-used', 'Buyer', $2) RETURNING id::text AS id`,
    [phone, options.prefix ?? 'topup'],
  );
  const id = row!.id;
  const dataSource = server.app.get(DataSource);
  const token = await dataSource.transaction(async (manager) => {
    if (options.cents) {
      await server.app.get(LedgerService).post(manager, {
        agentId: 'default',
        memberId: id,
        kind: 'adjustment',
        amount: options.cents,
        reference: 'test-funding',
      });
    }
    return server.app.get(SessionService).start(manager, id);
  });
  return { id, token };
}

/**
 * The kinds of buyer the one checkout (`checkout_buy`) serves: for myself (the wire's `isGift`
 * true), a gift (a `topup` member buying for someone, `isGift` false, naming nobody), a friend
 * with an identity photo (a member who is not `topup`), a `topup` member's named friend, a member
 * with spending limits, and one whose break has ended (the break rule is read, the row locked).
 * Race, idempotency and property tests run once per kind.
 */
export const buyerKinds = ['myself', 'gift', 'friend', 'topup', 'limits', 'break'] as const;
export type BuyerKind = (typeof buyerKinds)[number];

/** A buyer of a kind, with the fields its checkouts carry besides the products. */
export interface KindBuyer extends Buyer {
  kind: BuyerKind;
  checkoutFields: Record<string, unknown>;
}

/** The payment prefix a kind's members have. */
const prefixOf = (kind: BuyerKind) => (kind === 'myself' || kind === 'friend' ? 'other' : 'topup');

/**
 * Makes existing members `ids` buyers of `kind` (their prefix, limits, identity photo), in the
 * caller's transaction; answers each one's checkout fields, in order. Limits are far above what
 * a test spends, so they are checked, never hit.
 */
export async function makeKind(
  manager: EntityManager,
  kind: BuyerKind,
  ids: string[],
): Promise<Array<Record<string, unknown>>> {
  await manager.query('UPDATE member SET prefix_payment = $2 WHERE id = ANY ($1::bigint[])', [
    ids,
    prefixOf(kind),
  ]);
  if (kind === 'limits' || kind === 'break') {
    await manager.query(
      `INSERT INTO member_limit (member_id, daily, monthly, break_until)
       SELECT unnest($1::bigint[]), 100000000, 100000000,
              CASE WHEN $2 THEN now() - interval '1 minute' END`,
      [ids, kind === 'break'],
    );
  }
  const photos = ids.map(() => `${randomUUID()}.jpg`);
  if (kind === 'friend') {
    await manager.query(
      `INSERT INTO member_upload (name, agent_id, member_id, bytes, public)
       SELECT unnest($1::text[]), 'default', unnest($2::bigint[]), 1024, false`,
      [photos, ids],
    );
  }
  return photos.map((photo) => {
    switch (kind) {
      case 'myself':
      case 'limits':
      case 'break':
        return { isGift: true };
      case 'gift':
        return { isGift: false };
      case 'friend':
        return { isGift: false, ...friend(privateUploadUrl(photo)) };
      case 'topup':
        return { isGift: false, cusName: 'Chan Sophea', cusTel: '012345678' };
    }
  });
}

/**
 * `count` members of one kind at once, in one transaction and without a password hash or an
 * HTTP call each (a crowd of them is made in well under a second on a loaded machine): each is
 * credited `cents` through the ledger and signed in through the app's session service.
 */
export async function newBuyers(
  server: TestApp,
  kind: BuyerKind,
  count: number,
  cents = 0,
): Promise<KindBuyer[]> {
  const first = phones + 1;
  phones += count;
  const dataSource = server.app.get(DataSource);
  return dataSource.transaction(async (manager) => {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO member (agent_id, username, password_hash, name)
       SELECT 'default', '08' || lpad(($1::int % 10000)::text, 4, '0') || lpad(n::text, 4, '0'),
              'not-used', 'Buyer'
         FROM generate_series($2::int, $3::int) AS n
       RETURNING id::text AS id`,
      [process.pid, first, first + count - 1],
    );
    const ids = rows.map((row) => row.id);
    const fields = await makeKind(manager, kind, ids);
    const buyers: KindBuyer[] = [];
    for (const [index, id] of ids.entries()) {
      if (cents) {
        await server.app.get(LedgerService).post(manager, {
          agentId: 'default',
          memberId: id,
          kind: 'adjustment',
          amount: cents,
          reference: 'test-funding',
        });
      }
      const token = await server.app.get(SessionService).start(manager, id);
      buyers.push({ id, token, kind, checkoutFields: fields[index]! });
    }
    return buyers;
  });
}

/** One buyer of a kind (see newBuyers). */
export async function newKindBuyer(
  server: TestApp,
  kind: BuyerKind,
  cents = 0,
): Promise<KindBuyer> {
  return (await newBuyers(server, kind, 1, cents))[0]!;
}

/** A checkout of `products` as the buyer's kind buys (for myself, for a friend, ...). */
export function buyAs<T = any>(
  server: TestApp,
  buyer: KindBuyer,
  products: Array<{ productId: string; qty: number }>,
  options: { key?: string } = {},
) {
  return buy<T>(server, buyer, { products, ...buyer.checkoutFields }, options);
}

/** The shop's open draw (selling for another day). */
export async function openDraw(server: TestApp, drawDate = '2026-12-01'): Promise<string> {
  const [row] = await sql<{ id: string }>(
    server,
    `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
     VALUES ('default', $1, $2, now() - interval '1 day', now() + interval '1 day', 'ONGO')
     RETURNING id::text AS id`,
    [`Round ${drawDate}`, drawDate],
  );
  return row!.id;
}

/** A number with `sheets` sheets (sets 1..n) on sale at `priceCents` each, as a stock upload leaves it. */
export async function stock(
  server: TestApp,
  gameEventId: string,
  number: string,
  sheets: number,
  priceCents = 350,
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    server,
    `INSERT INTO product (game_event_id, number, price, remaining, total, photo)
     VALUES ($1, $2, $3, $4, $4, $5) RETURNING id::text AS id`,
    [gameEventId, number, priceCents, sheets, `/ticket-photo/${number}-1.svg`],
  );
  await sql(
    server,
    `INSERT INTO sheet (product_id, game_event_id, number, set_no, photo)
     SELECT $1, $2, $3::text, s, '/ticket-photo/' || $3::text || '-' || s || '.svg'
       FROM generate_series(1, $4::int) AS s`,
    [row!.id, gameEventId, number, sheets],
  );
  return row!.id;
}

export async function send<T = any>(
  server: TestApp,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    key?: string;
    method?: 'GET' | 'POST';
    locale?: string;
  } = {},
): Promise<Answer<T> & { msg: string }> {
  const method = options.method ?? 'POST';
  const response = await server.request(path, {
    method,
    headers: {
      locale: options.locale ?? 'en',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  const json = (await response.json()) as {
    code: number;
    msg: string;
    result: { period: T; fields?: Record<string, string> };
  };
  return {
    status: response.status,
    code: json.code,
    msg: json.msg,
    period: json.result.period,
    fields: json.result.fields,
  };
}

export function buy<T = any>(
  server: TestApp,
  buyer: Buyer,
  body: Record<string, unknown>,
  options: { key?: string; locale?: string } = {},
) {
  return send<T>(server, '/api/customer/transaction/create', {
    token: buyer.token,
    body,
    ...options,
  });
}

/** The money and stock facts a person would check after a run of checkouts. */
export async function invariants(server: TestApp) {
  const [facts] = await sql<{
    /** Orders that do not hold exactly the sheets they paid for (a sheet sold twice shows here). */
    orders_short: number;
    stock_mismatch: number;
    negative: number;
    ledger_mismatch: number;
  }>(
    server,
    `SELECT
       (SELECT count(*)::int FROM purchase_order o
         WHERE o.quantity <> (SELECT count(*) FROM sheet s WHERE s.order_id = o.id)
            OR o.quantity <> (SELECT sum(qty) FROM order_line l WHERE l.order_id = o.id)
            OR o.total <> (SELECT sum(qty * price) FROM order_line l WHERE l.order_id = o.id)
            OR -o.total <> (SELECT sum(amount) FROM ledger_entry e
                             WHERE e.kind = 'purchase' AND e.reference = o.id::text))
         AS orders_short,
       (SELECT count(*)::int FROM product p WHERE p.sold + p.remaining <> p.total
          OR p.remaining <> (SELECT count(*) FROM sheet s WHERE s.product_id = p.id AND s.sold_to IS NULL))
          AS stock_mismatch,
       (SELECT count(*)::int FROM member WHERE balance < 0) AS negative,
       (SELECT count(*)::int FROM member m WHERE m.balance <>
          (SELECT coalesce(sum(amount), 0) FROM ledger_entry l WHERE l.member_id = m.id))
          AS ledger_mismatch`,
  );
  return facts!;
}

/** Uploads an identity photo as `buyer`: the answer (its `period.url` is what checkout takes). */
export function postPhoto(server: TestApp, buyer: Buyer) {
  const form = new FormData();
  form.append('input', file(jpg(), 'image/jpeg'), 'id.jpg');
  return postForm<{ url: string }>(server, '/api/company/setting/uploadImg', form, buyer.token);
}

/** An identity photo uploaded as `buyer`: the URL checkout takes. */
export async function uploadPhoto(server: TestApp, buyer: Buyer): Promise<string> {
  const answer = await postPhoto(server, buyer);
  if (answer.code !== 0) throw new Error(`upload refused: ${answer.code}`);
  return answer.period.url;
}

/** A friend's details for a checkout, with the photo at `photo`. */
export const friend = (photo: string) => ({
  cusName: 'Chan Sophea',
  cusTel: '012345678',
  cusIdenType: 'idcard',
  cusIden: '123456789',
  cusIdenImg: photo,
});
