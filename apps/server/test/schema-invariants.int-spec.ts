import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { cloneTemplate, databaseUrl, dropDatabase } from './support/databases.js';

// The database's own guards of tickets and money, each tried through plain SQL, as a bug in any
// writer (or a hand-typed fix in psql) would: PostgreSQL must refuse and name the constraint.
// Each test first makes the same kind of write succeed, so the refusal is the guard's and not a
// mistake in the test's rows. Run with a guard removed from the migrations, its test fails.

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

describe('the schema refuses what would sell a ticket twice or lose money', () => {
  let databaseName: string;
  let db: pg.Client;
  let member: string;
  let otherMember: string;
  let draw: string;
  let sheetNumbers = 0;

  async function one<T = { id: string }>(text: string, values: unknown[] = []) {
    const { rows } = await db.query(text, values);
    return rows[0] as T;
  }

  /** The error PostgreSQL answers `text` with: its code and the constraint it names. */
  async function refusal(text: string, values: unknown[] = []) {
    try {
      await db.query(text, values);
      return { code: 'accepted', constraint: undefined };
    } catch (error) {
      const { code, constraint } = error as pg.DatabaseError;
      return { code, constraint };
    }
  }

  async function newMember(phone: string, balance = 0): Promise<string> {
    const row = await one(
      `INSERT INTO member (agent_id, username, password_hash, name, balance)
       VALUES ('default', $1, 'x', 'Invariant', $2) RETURNING id::text AS id`,
      [phone, balance],
    );
    return row.id;
  }

  /** A product of `total` sheets in the draw, each its own row (set 1..total). */
  async function newProduct(total: number): Promise<{ product: string; sheets: string[] }> {
    const number = String(++sheetNumbers).padStart(6, '0');
    const { id: product } = await one(
      `INSERT INTO product (game_event_id, number, price, remaining, total)
       VALUES ($1, $2, 500, $3, $3) RETURNING id::text AS id`,
      [draw, number, total],
    );
    const { rows } = await db.query(
      `INSERT INTO sheet (product_id, game_event_id, number, set_no)
       SELECT $1, $2, $3, n FROM generate_series(1, $4::int) AS n RETURNING id::text AS id`,
      [product, draw, number, total],
    );
    return { product, sheets: rows.map((row: { id: string }) => row.id) };
  }

  async function newOrder(buyer: string): Promise<string> {
    const row = await one(
      `INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity)
       VALUES ('default', $1, $2, 500, 1) RETURNING id::text AS id`,
      [buyer, draw],
    );
    return row.id;
  }

  async function newGift(sender: string, code: string): Promise<string> {
    const row = await one(
      `INSERT INTO gift (agent_id, code, sender_id, name, phone)
       VALUES ('default', $1, $2, 'Friend', '012345678') RETURNING id::text AS id`,
      [code.padEnd(22, 'x'), sender],
    );
    return row.id;
  }

  beforeAll(async () => {
    databaseName = await cloneTemplate();
    db = new pg.Client({ connectionString: databaseUrl(databaseName) });
    await db.connect();
    member = await newMember('012000001');
    otherMember = await newMember('012000002');
    ({ id: draw } = await one(
      `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at)
       VALUES ('default', 'Invariants', '2031-01-16', now(), now() + interval '1 day')
       RETURNING id::text AS id`,
    ));
  });
  afterAll(async () => {
    try {
      await db?.end();
    } finally {
      if (databaseName) await dropDatabase(databaseName);
    }
  });

  it('a sheet is in one open gift at most (gift_sheet_open)', async () => {
    const { sheets } = await newProduct(1);
    const order = await newOrder(member);
    await db.query(
      'UPDATE sheet SET owner_id = $1::bigint, order_id = $2, sold_to = $1::text WHERE id = $3',
      [member, order, sheets[0]],
    );
    const first = await newGift(member, 'first');
    const second = await newGift(member, 'second');
    const put = (gift: string) =>
      refusal('INSERT INTO gift_sheet (gift_id, sheet_id, order_id) VALUES ($1, $2, $3)', [
        gift,
        sheets[0],
        order,
      ]);

    expect(await put(first)).toEqual({ code: 'accepted', constraint: undefined });
    expect(await put(second)).toEqual({ code: UNIQUE_VIOLATION, constraint: 'gift_sheet_open' });
    // Taken back, the first gift no longer holds it: the sheet may go in another gift.
    await db.query('UPDATE gift_sheet SET open = false WHERE gift_id = $1', [first]);
    expect(await put(second)).toEqual({ code: 'accepted', constraint: undefined });
  });

  it('a physical sheet is one row, so it has one owner (sheet_game_event_id_number_set_no_key)', async () => {
    const { product } = await newProduct(1);
    const number = String(sheetNumbers).padStart(6, '0');
    const copy = (setNo: number) =>
      refusal(
        `INSERT INTO sheet (product_id, game_event_id, number, set_no, owner_id, sold_to)
         VALUES ($1, $2, $3, $4, $5::bigint, $5::text)`,
        [product, draw, number, setNo, otherMember],
      );
    expect(await copy(2)).toEqual({ code: 'accepted', constraint: undefined });
    expect(await copy(1)).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'sheet_game_event_id_number_set_no_key',
    });
  });

  it('a sheet in an order has an owner (sheet_owned_when_ordered)', async () => {
    const [sold, unsold] = (await newProduct(2)).sheets as [string, string];
    const order = await newOrder(member);
    const sell = (sheet: string, owner: string | null) =>
      refusal('UPDATE sheet SET order_id = $1, owner_id = $2 WHERE id = $3', [order, owner, sheet]);
    expect(await sell(sold, member)).toEqual({ code: 'accepted', constraint: undefined });
    expect(await sell(unsold, null)).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'sheet_owned_when_ordered',
    });
  });

  it('one idempotency key per member and scope (idempotency_key_pkey)', async () => {
    const remember = (owner: string, scope: string) =>
      refusal(
        `INSERT INTO idempotency_key (member_id, scope, key, request_hash, response)
         VALUES ($1, $2, 'retry-me', 'hash', '{}')`,
        [owner, scope],
      );
    expect(await remember(member, 'checkout')).toEqual({ code: 'accepted', constraint: undefined });
    expect(await remember(member, 'deposit')).toEqual({ code: 'accepted', constraint: undefined });
    expect(await remember(otherMember, 'checkout')).toEqual({
      code: 'accepted',
      constraint: undefined,
    });
    expect(await remember(member, 'checkout')).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'idempotency_key_pkey',
    });
  });

  it('stock never goes below zero nor above its sheets (product_remaining_check, product_check)', async () => {
    const { product } = await newProduct(2);
    const take = (qty: number) =>
      refusal('UPDATE product SET remaining = remaining - $1 WHERE id = $2', [qty, product]);
    expect(await take(3)).toEqual({ code: CHECK_VIOLATION, constraint: 'product_remaining_check' });
    expect(await take(-1)).toEqual({ code: CHECK_VIOLATION, constraint: 'product_check' });
    expect(await take(2)).toEqual({ code: 'accepted', constraint: undefined });
    expect(
      await one<{ remaining: number }>('SELECT remaining FROM product WHERE id = $1', [product]),
    ).toEqual({
      remaining: 0,
    });
    expect(await take(1)).toEqual({ code: CHECK_VIOLATION, constraint: 'product_remaining_check' });
  });

  it('a balance never goes below zero (member_balance_check, ledger_entry_balance_after_check)', async () => {
    const payer = await newMember('012000003', 1000);
    const spend = (cents: number) =>
      refusal('UPDATE member SET balance = balance - $1 WHERE id = $2', [cents, payer]);
    expect(await spend(1001)).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'member_balance_check',
    });
    expect(await spend(1000)).toEqual({ code: 'accepted', constraint: undefined });
    expect(await spend(1)).toEqual({ code: CHECK_VIOLATION, constraint: 'member_balance_check' });

    const entry = (balanceAfter: number) =>
      refusal(
        `INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference)
         VALUES ('default', $1, 'purchase', -1000, $2, 'invariants')`,
        [payer, balanceAfter],
      );
    expect(await entry(0)).toEqual({ code: 'accepted', constraint: undefined });
    expect(await entry(-1)).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'ledger_entry_balance_after_check',
    });
  });

  it('one current session per member and one open draw per shop (session_current, game_event_one_not_closed)', async () => {
    const open = (id: string) =>
      refusal(`INSERT INTO session (id, member_id) VALUES ($1, $2)`, [id, member]);
    expect(await open('first')).toEqual({ code: 'accepted', constraint: undefined });
    expect(await open('second')).toEqual({ code: UNIQUE_VIOLATION, constraint: 'session_current' });

    const another = () =>
      refusal(
        `INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at)
         VALUES ('default', 'Second', '2031-02-01', now(), now() + interval '1 day')`,
      );
    expect(await another()).toEqual({
      code: UNIQUE_VIOLATION,
      constraint: 'game_event_one_not_closed',
    });
    await db.query(`UPDATE game_event SET status = 'CLOSE' WHERE id = $1`, [draw]);
    expect(await another()).toEqual({ code: 'accepted', constraint: undefined });
  });
});
