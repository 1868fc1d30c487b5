import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  buy,
  invariants,
  newBuyer,
  openDraw,
  send,
  stock,
  type Buyer,
} from './checkout-support.js';

/**
 * Send-gift, receive-gift and take-back with an `Idempotency-Key` (issue 29), as checkout,
 * deposit and withdraw take one: a retry with the key gets the first answer and changes nothing
 * again; the key sent with another body is 4090 and changes nothing.
 */
describe('gift calls with an Idempotency-Key', () => {
  let server: TestApp;
  let drawId: string;
  let numbers = 0;

  const api = (path: string) => `/api/customer/transaction/${path}`;
  const sendGift = (buyer: Buyer, orderId: string, key?: string) =>
    send<string>(server, api('sendgift'), {
      token: buyer.token,
      body: { transactions: [orderId], name: 'Chan Sophea', phone: '012345678' },
      key,
    });
  const receive = (buyer: Buyer, giftCode: string, key?: string) =>
    send(server, api('recivedGift'), { token: buyer.token, body: { giftCode }, key });
  const takeBack = (buyer: Buyer, giftId: string, key?: string) =>
    send(server, api('cancelGift'), { token: buyer.token, body: { giftId }, key });
  const codeOf = (link: string) =>
    new URL(link, 'https://shop.example').searchParams.get('giftCode')!;

  /** A member's order of two sheets bought for themselves: the order id. */
  async function boughtForSelf(buyer: Buyer): Promise<string> {
    numbers += 1;
    const product = await stock(server, drawId, String(310000 + numbers), 2);
    const answer = await buy(server, buyer, {
      products: [{ productId: product, qty: 2 }],
      isGift: true,
    });
    expect(answer.code).toBe(0);
    return answer.period.orderId as string;
  }
  /** A gift of a fresh order: its code and id. */
  async function giftOf(sender: Buyer) {
    const link = await sendGift(sender, await boughtForSelf(sender));
    expect(link.code).toBe(0);
    const giftCode = codeOf(link.period);
    const [gift] = await sql<{ id: string }>(
      server,
      'SELECT id::text AS id FROM gift WHERE code = $1',
      [giftCode],
    );
    return { giftCode, giftId: gift!.id };
  }
  /** What each call writes: gifts, their states, the sheets' owners, the audit entries. */
  const written = async () =>
    (
      await sql(
        server,
        `SELECT (SELECT count(*)::int FROM gift) AS gifts,
                (SELECT count(*)::int FROM gift_sheet WHERE open) AS open,
                (SELECT string_agg(status, ',' ORDER BY id) FROM gift) AS states,
                (SELECT string_agg(id || ':' || owner_id, ',' ORDER BY id) FROM sheet
                  WHERE owner_id IS NOT NULL) AS owners,
                (SELECT count(*)::int FROM audit_log WHERE action LIKE 'gift.%') AS audit`,
      )
    )[0];

  beforeAll(async () => {
    server = await startTestApp({ dbPoolSize: 10, dbConnectTimeoutMs: 20_000 });
    drawId = await openDraw(server);
  });
  afterEach(async () => {
    // After every call and race: no sheet in two open gifts, and the money and stock invariants.
    const [gifts] = await sql(
      server,
      `SELECT count(*)::int AS in_two_gifts FROM (SELECT sheet_id FROM gift_sheet WHERE open
         GROUP BY sheet_id HAVING count(*) > 1) twice`,
    );
    expect(gifts).toEqual({ in_two_gifts: 0 });
    expect(await invariants(server)).toEqual({
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a retried send answers the same link and makes one gift', async () => {
    const sender = await newBuyer(server, { cents: 20_00 });
    const orderId = await boughtForSelf(sender);
    const first = await sendGift(sender, orderId, 'send-1');
    expect(first).toMatchObject({ status: 200, code: 0 });
    const before = await written();
    const retry = await sendGift(sender, orderId, 'send-1');
    expect(retry).toEqual(first);
    expect(await written()).toEqual(before);
    // Without the key the same request is a second send, refused: the sheets are in a gift.
    expect((await sendGift(sender, orderId)).code).toBe(ErrorCode.GiftOrderInGift);
  });

  it('a retried receive answers the same and moves the sheets once', async () => {
    const sender = await newBuyer(server, { cents: 20_00 });
    const receiver = await newBuyer(server);
    const { giftCode, giftId } = await giftOf(sender);
    const first = await receive(receiver, giftCode, 'receive-1');
    expect(first).toMatchObject({ status: 200, code: 0, period: { giftId, sheets: 2 } });
    const before = await written();
    expect(await receive(receiver, giftCode, 'receive-1')).toEqual(first);
    expect(await written()).toEqual(before);
    expect((await receive(receiver, giftCode)).code).toBe(ErrorCode.GiftAlreadyReceived);
  });

  it('a retried take-back answers the same', async () => {
    const sender = await newBuyer(server, { cents: 20_00 });
    const { giftId } = await giftOf(sender);
    const first = await takeBack(sender, giftId, 'cancel-1');
    expect(first).toMatchObject({ status: 200, code: 0, period: { giftId } });
    const before = await written();
    expect(await takeBack(sender, giftId, 'cancel-1')).toEqual(first);
    expect(await written()).toEqual(before);
    expect((await takeBack(sender, giftId)).code).toBe(ErrorCode.GiftCancelled);
  });

  it('a key sent again with another body is 4090 and changes nothing', async () => {
    const sender = await newBuyer(server, { cents: 40_00 });
    const receiver = await newBuyer(server);
    const [one, two] = [await boughtForSelf(sender), await boughtForSelf(sender)];
    expect((await sendGift(sender, one, 'reused')).code).toBe(0);
    const gifts = [await giftOf(sender), await giftOf(sender)];
    expect((await receive(receiver, gifts[0]!.giftCode, 'reused')).code).toBe(0);
    expect((await takeBack(sender, gifts[1]!.giftId, 'reused-too')).code).toBe(0);
    const [third] = [await giftOf(sender)];
    const before = await written();

    const refused = [
      await sendGift(sender, two, 'reused'),
      await receive(receiver, third!.giftCode, 'reused'),
      await takeBack(sender, third!.giftId, 'reused-too'),
    ];
    expect(refused.map((answer) => [answer.status, answer.code])).toEqual(
      Array(3).fill([409, ErrorCode.IdempotencyKeyReused]),
    );
    expect(await written()).toEqual(before);
  });

  it('two receives at once with one key: identical answers, the sheets move once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const sender = await newBuyer(server, { cents: 20_00 });
      const receiver = await newBuyer(server);
      const { giftCode, giftId } = await giftOf(sender);
      const audit = async () =>
        (
          await sql(
            server,
            `SELECT count(*)::int AS n FROM audit_log
              WHERE action = 'gift.receive' AND detail->>'giftId' = $1`,
            [giftId],
          )
        )[0];
      const answers = await Promise.all([1, 2].map(() => receive(receiver, giftCode, 'twice')));
      expect(answers[0]).toMatchObject({ code: 0, period: { giftId, sheets: 2 } });
      expect(answers[1]).toEqual(answers[0]);
      expect(await audit()).toEqual({ n: 1 });
      const owners = await sql(
        server,
        `SELECT DISTINCT s.owner_id::text AS owner FROM gift_sheet gs
           JOIN sheet s ON s.id = gs.sheet_id WHERE gs.gift_id = $1`,
        [giftId],
      );
      expect(owners).toEqual([{ owner: receiver.id }]);
    }
  });

  it('two sends at once with one key: one gift, the same link twice', async () => {
    const sender = await newBuyer(server, { cents: 20_00 });
    const orderId = await boughtForSelf(sender);
    const before = (await written())!.gifts as number;
    const answers = await Promise.all([1, 2].map(() => sendGift(sender, orderId, 'send-twice')));
    expect(answers[0]!.code).toBe(0);
    expect(answers[1]).toEqual(answers[0]);
    expect((await written())!.gifts).toBe(before + 1);
  });
});
