import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@lottery/contracts';
import { prizesWon } from '../src/modules/prize/prize-matching.js';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  buy,
  friend,
  invariants,
  newBuyer,
  openDraw,
  send,
  stock,
  uploadPhoto,
  type Buyer,
} from './checkout-support.js';
import { realDraws, resultsOf } from './draw-fixtures.js';

/**
 * Gifts (issue 13), real requests on one server and one PostgreSQL: the gift box, sending by
 * link, opening it signed out, receiving exactly once, taking back, and settlement paying whoever
 * owns a sheet when the results are published.
 */
describe('gifts', () => {
  let server: TestApp;
  let drawId = '';
  let admin: Buyer;
  const draw = realDraws[0]!;
  const results = resultsOf(draw);
  // A number that wins only the last-two-digits prize (credited at once), and ordinary ones.
  const last2Only = Array.from({ length: 1000 }, (_, i) => String(i * 1000).padStart(6, '0'))
    .map((n) => n.slice(0, 4) + draw.prizes.last2!.numbers[0]!)
    .find(
      (n) =>
        prizesWon(n, results as never)
          .map((w) => w.kind)
          .join() === 'last2',
    )!;
  const losers = Array.from({ length: 1000 }, (_, i) => String(i * 997 + 13).padStart(6, '0'))
    .filter((n) => n !== last2Only && prizesWon(n, results as never).length === 0)
    .slice(0, 20);
  let nextLoser = 0;

  const api = (path: string) => `/api/customer/transaction/${path}`;
  /** A member who bought `sheets` sheets of a fresh number for themselves: the order id. */
  async function boughtForSelf(buyer: Buyer, sheets = 1, number = losers[nextLoser++]!) {
    const product = await stock(server, drawId, number, sheets);
    const answer = await buy(server, buyer, {
      products: [{ productId: product, qty: sheets }],
      isGift: true,
    });
    expect(answer.code).toBe(0);
    return answer.period.orderId as string;
  }
  const sendGift = (buyer: Buyer, transactions: unknown, extra: Record<string, unknown> = {}) =>
    send<string>(server, api('sendgift'), {
      token: buyer.token,
      body: { transactions, name: 'Chan Sophea', phone: '012345678', ...extra },
    });
  const codeOf = (link: string) =>
    new URL(link, 'https://shop.example').searchParams.get('giftCode')!;
  const giftIdOf = async (giftCode: string) =>
    (
      await sql<{ id: string }>(server, 'SELECT id::text AS id FROM gift WHERE code = $1', [
        giftCode,
      ])
    )[0]!.id;
  const receive = (buyer: Buyer, giftCode: string, locale = 'en') =>
    send(server, api('recivedGift'), { token: buyer.token, body: { giftCode }, locale });
  const expand = (giftCode: string, token?: string) =>
    send(server, `${api('expandGift')}?giftCode=${encodeURIComponent(giftCode)}`, {
      method: 'GET',
      token,
    });
  const owners = async (orderId: string) =>
    (
      await sql<{ owner: string }>(
        server,
        'SELECT DISTINCT owner_id::text AS owner FROM sheet WHERE order_id = $1',
        [orderId],
      )
    ).map((row) => row.owner);
  /** Everything a refused call must leave as it was. */
  const written = async () =>
    (
      await sql(
        server,
        `SELECT (SELECT count(*)::int FROM gift) AS gifts,
                (SELECT count(*)::int FROM gift_sheet WHERE open) AS open,
                (SELECT count(*)::int FROM gift WHERE status <> 'sent') AS closed,
                (SELECT string_agg(id || ':' || owner_id, ',' ORDER BY id) FROM sheet
                  WHERE owner_id IS NOT NULL) AS owners,
                (SELECT count(*)::int FROM audit_log WHERE action LIKE 'gift.%') AS audit`,
      )
    )[0];
  /** No sheet in two open gifts; an open gift's sheets all belong to its sender. */
  const giftInvariants = async () =>
    (
      await sql(
        server,
        `SELECT
           (SELECT count(*)::int FROM (SELECT sheet_id FROM gift_sheet WHERE open
              GROUP BY sheet_id HAVING count(*) > 1) twice) AS in_two_gifts,
           (SELECT count(*)::int FROM gift_sheet gs JOIN gift g ON g.id = gs.gift_id
              JOIN sheet s ON s.id = gs.sheet_id
             WHERE gs.open AND s.owner_id <> g.sender_id) AS open_not_senders,
           (SELECT count(*)::int FROM gift g JOIN gift_sheet gs ON gs.gift_id = g.id
              JOIN sheet s ON s.id = gs.sheet_id
             WHERE g.status = 'received' AND s.owner_id <> g.receiver_id
               AND NOT EXISTS (SELECT 1 FROM gift later JOIN gift_sheet ls ON ls.gift_id = later.id
                                WHERE ls.sheet_id = s.id AND later.id > g.id)) AS received_elsewhere`,
      )
    )[0];

  beforeAll(async () => {
    server = await startTestApp({ dbPoolSize: 20, dbConnectTimeoutMs: 20_000 });
    drawId = await openDraw(server, draw.date);
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(() => server.close());

  it('sends from the gift box, shows the link signed out, receives once and keeps the history', async () => {
    const sender = await newBuyer(server, { cents: 100_00 });
    await sql(server, `UPDATE member SET name = 'Dara Sok Chan' WHERE id = $1`, [sender.id]);
    const receiver = await newBuyer(server);
    const giftOrder = await boughtForSelf(sender, 2);
    const keptOrder = await boughtForSelf(sender, 1);

    const box = await send(server, api('getMyGift'), { token: sender.token });
    expect(box.code).toBe(0);
    expect(box.period).toEqual([
      expect.objectContaining({
        gid: drawId,
        drawDate: draw.date,
        orders: [
          expect.objectContaining({ orderId: keptOrder }),
          expect.objectContaining({
            orderId: giftOrder,
            tickets: [
              expect.objectContaining({
                amt: '3.50',
                sheets: [
                  expect.objectContaining({ setNo: 1, photo: expect.stringMatching(/-1\.svg$/) }),
                  expect.objectContaining({ setNo: 2 }),
                ],
              }),
            ],
          }),
        ],
      }),
    ]);

    const sent = await sendGift(sender, [giftOrder]);
    expect(sent.code).toBe(0);
    expect(sent.period).toMatch(/^\/reward\?giftCode=[A-Za-z0-9_-]{22}$/);
    const giftCode = codeOf(sent.period);
    // The gift box no longer offers the sent order; my tickets mark it as in a gift.
    const boxAfter = await send(server, api('getMyGift'), { token: sender.token });
    expect(boxAfter.period[0].orders.map((o: { orderId: string }) => o.orderId)).toEqual([
      keptOrder,
    ]);
    const mine = await send(server, '/api/customer/user/myTicket', { token: sender.token });
    expect(mine.period.find((t: { orderId: string }) => t.orderId === giftOrder).inGift).toBe(true);

    // Signed out, the link shows the tickets and the sender's first name, nothing else of theirs.
    const opened = await expand(giftCode);
    expect(opened.code).toBe(0);
    expect((await expand(giftCode, sender.token)).period.sentByMe).toBe(true);
    expect(opened.period).toEqual({
      giftCode,
      status: 'waiting',
      senderName: 'Dara',
      name: 'Chan Sophea',
      createdAt: expect.any(String),
      receivedAt: null,
      receivedByMe: false,
      sentByMe: false,
      draws: [
        {
          gid: drawId,
          roundName: `Round ${draw.date}`,
          drawDate: draw.date,
          tickets: [expect.objectContaining({ sheets: [expect.anything(), expect.anything()] })],
        },
      ],
    });
    expect(JSON.stringify(opened.period)).not.toMatch(/Sok|08\d{8}/);

    const received = await receive(receiver, giftCode);
    expect(received.code).toBe(0);
    expect(received.period).toEqual({ giftId: expect.any(String), sheets: 2 });
    expect(await owners(giftOrder)).toEqual([receiver.id]);

    // The receiver's tickets, with their history; the sender's are gone.
    const theirs = await send(server, '/api/customer/user/myTicket', { token: receiver.token });
    expect(theirs.period).toHaveLength(1);
    expect(theirs.period[0]).toEqual(
      expect.objectContaining({
        orderId: giftOrder,
        inGift: false,
        trns: [expect.objectContaining({ qty: 2 })],
        // Issue 32: the receiver reads "a gift from Dara", not the sender's purchase line.
        giftFrom: 'Dara',
      }),
    );
    expect(
      theirs.period[0].history.map((e: { event: string; who: string }) => [e.event, e.who]),
    ).toEqual([
      ['bought', 'Dara'],
      ['gifted', 'Dara'],
      ['received', expect.stringMatching(/^08\d\*+\d{2}$/)],
    ]);
    const profile = await send(server, '/api/customer/user/profile', { token: receiver.token });
    expect(profile.period.totalTicket).toBe(2);
    const senderTickets = await send(server, '/api/customer/user/myTicket', {
      token: sender.token,
    });
    expect(senderTickets.period.map((t: { orderId: string }) => t.orderId)).toEqual([keptOrder]);
    expect(senderTickets.period[0].giftFrom).toBeNull();

    // The sender sees it received, by a masked phone, and when.
    const list = await send(server, api('sentGifts'), { token: sender.token });
    expect(list.period).toEqual([
      expect.objectContaining({
        giftCode,
        status: 'received',
        name: 'Chan Sophea',
        receivedAt: expect.any(String),
        receivedBy: expect.stringMatching(/^08\d\*+\d{2}$/),
        sheets: 2,
      }),
    ]);
    const [{ phone }] = (await sql<{ phone: string }>(
      server,
      'SELECT username AS phone FROM member WHERE id = $1',
      [receiver.id],
    )) as [{ phone: string }];
    expect(list.period[0].receivedBy).toBe(`${phone.slice(0, 3)}*****${phone.slice(-2)}`);

    // The receiver sees it as theirs; anyone else as received; again is 4105 in every language.
    expect((await expand(giftCode, receiver.token)).period).toEqual(
      expect.objectContaining({ status: 'received', receivedByMe: true }),
    );
    const third = await newBuyer(server);
    expect((await expand(giftCode, third.token)).period).toEqual(
      expect.objectContaining({ status: 'received', receivedByMe: false }),
    );
    const again = await receive(third, giftCode, 'km');
    expect({ code: again.code, status: again.status, msg: again.msg }).toEqual({
      code: ErrorCode.GiftAlreadyReceived,
      status: 409,
      msg: 'កាដូនេះត្រូវបានទទួលរួចហើយ',
    });

    const audit = await sql(
      server,
      `SELECT action, actor_id::text AS actor FROM audit_log WHERE action LIKE 'gift.%'
        AND detail->>'giftId' = $1 ORDER BY id`,
      [received.period.giftId],
    );
    expect(audit).toEqual([
      { action: 'gift.send', actor: sender.id },
      { action: 'gift.receive', actor: receiver.id },
    ]);
    // A received ticket can be sent on: it is in the receiver's gift box.
    const onward = await send(server, api('getMyGift'), { token: receiver.token });
    expect(onward.period[0].orders.map((o: { orderId: string }) => o.orderId)).toEqual([giftOrder]);
  });

  it('sends a part of an order: one set of one number; the rest stays in the gift box (issue 32)', async () => {
    const sender = await newBuyer(server, { cents: 100_00 });
    const receiver = await newBuyer(server);
    const stranger = await newBuyer(server, { cents: 100_00 });
    const [first, second] = [losers[nextLoser++]!, losers[nextLoser++]!];
    const bought = await buy(server, sender, {
      products: [
        { productId: await stock(server, drawId, first, 2), qty: 2 },
        { productId: await stock(server, drawId, second, 1), qty: 1 },
      ],
      isGift: true,
    });
    expect(bought.code).toBe(0);
    const orderId = bought.period.orderId as string;
    type BoxSheet = { sheetId: string; setNo: number };
    type BoxTicket = { number: string; sheets: BoxSheet[] };
    const boxOrder = async (buyer: Buyer) =>
      (
        (await send(server, api('getMyGift'), { token: buyer.token })).period as Array<{
          orders: Array<{ orderId: string; tickets: BoxTicket[] }>;
        }>
      )
        .flatMap((d) => d.orders)
        .find((o) => o.orderId === orderId);
    const tickets = (await boxOrder(sender))!.tickets;
    const set2 = tickets.find((t) => t.number === first)!.sheets.find((s) => s.setNo === 2)!;
    expect(set2.sheetId).toMatch(/^\d+$/);

    // A sheet of someone else's order is refused, and nothing is written.
    const strangers = await boughtForSelf(stranger, 1);
    const before = await written();
    const strangerSheet = (
      await sql<{ id: string }>(server, 'SELECT id::text AS id FROM sheet WHERE order_id = $1', [
        strangers,
      ])
    )[0]!.id;
    const refused = await sendGift(sender, [orderId, strangers], { sheets: [strangerSheet] });
    expect(refused.code).toBe(ErrorCode.GiftNotYourOrders);
    const notInOrder = await sendGift(sender, [orderId], { sheets: [strangerSheet] });
    expect(notInOrder.code).toBe(ErrorCode.GiftNotYourOrders);
    expect(await written()).toEqual(before);

    const sent = await sendGift(sender, [orderId], { sheets: [set2.sheetId] });
    expect(sent.code).toBe(0);
    const opened = await expand(codeOf(sent.period));
    expect(opened.period.draws[0].tickets).toEqual([
      expect.objectContaining({ number: first, sheets: [expect.objectContaining({ setNo: 2 })] }),
    ]);
    // The sender's gift box keeps the rest of the order: set 1 of the first number, the second.
    const rest = (await boxOrder(sender))!.tickets;
    expect(rest.map((t) => [t.number, t.sheets.map((s) => s.setNo)])).toEqual(
      [
        [first, [1]],
        [second, [1]],
      ].sort(),
    );
    expect((await receive(receiver, codeOf(sent.period))).period).toEqual({
      giftId: expect.any(String),
      sheets: 1,
    });
    const ownersBySet = await sql<{ number: string; setNo: number; owner: string }>(
      server,
      `SELECT number, set_no AS "setNo", owner_id::text AS owner FROM sheet
        WHERE order_id = $1 ORDER BY number, set_no`,
      [orderId],
    );
    expect(ownersBySet).toEqual(
      [
        { number: first, setNo: 1, owner: sender.id },
        { number: first, setNo: 2, owner: receiver.id },
        { number: second, setNo: 1, owner: sender.id },
      ].sort((a, b) => a.number.localeCompare(b.number) || a.setNo - b.setNo),
    );
    expect(await giftInvariants()).toEqual({
      in_two_gifts: 0,
      open_not_senders: 0,
      received_elsewhere: 0,
    });
  });

  it('50 members receiving one gift at once: one owner, 49 hear "already received"', async () => {
    const sender = await newBuyer(server, { cents: 100_00 });
    const orderId = await boughtForSelf(sender, 3);
    const giftCode = codeOf((await sendGift(sender, [orderId])).period);
    const crowd = await Promise.all(Array.from({ length: 50 }, () => newBuyer(server)));
    const answers = await Promise.all(crowd.map((member) => receive(member, giftCode)));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ErrorCode.GiftAlreadyReceived)).toHaveLength(49);
    const winner = crowd[codes.indexOf(0)]!;
    expect(await owners(orderId)).toEqual([winner.id]);
    const [gift] = await sql(
      server,
      `SELECT status, receiver_id::text AS r FROM gift WHERE code = $1`,
      [giftCode],
    );
    expect(gift).toEqual({ status: 'received', r: winner.id });
    expect(await giftInvariants()).toEqual({
      in_two_gifts: 0,
      open_not_senders: 0,
      received_elsewhere: 0,
    });
  });

  it('taking back racing receiving: exactly one wins, every time', async () => {
    const sender = await newBuyer(server, { cents: 100_00 });
    const receiver = await newBuyer(server);
    for (let round = 0; round < 8; round++) {
      const orderId = await boughtForSelf(sender, 1, `9${String(round).padStart(2, '0')}${'123'}`);
      const giftCode = codeOf((await sendGift(sender, [orderId])).period);
      const giftId = await giftIdOf(giftCode);
      const [cancel, take] = await Promise.all([
        send(server, api('cancelGift'), { token: sender.token, body: { giftId } }),
        receive(receiver, giftCode),
      ]);
      const codes = [cancel.code, take.code];
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      if (cancel.code === 0) {
        expect(take.code).toBe(ErrorCode.GiftCancelled);
        expect(await owners(orderId)).toEqual([sender.id]);
      } else {
        expect(cancel.code).toBe(ErrorCode.GiftAlreadyReceived);
        expect(await owners(orderId)).toEqual([receiver.id]);
      }
    }
    expect(await giftInvariants()).toEqual({
      in_two_gifts: 0,
      open_not_senders: 0,
      received_elsewhere: 0,
    });
  });

  it('a sheet is never in two gifts: ten sends of one order at once make one gift', async () => {
    const sender = await newBuyer(server, { cents: 100_00 });
    const orderId = await boughtForSelf(sender, 2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendGift(sender, [orderId])),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ErrorCode.GiftOrderInGift)).toHaveLength(9);
    // Taken back, the tickets return to the gift box and can be sent again, with their history.
    const [open] = await sql<{ giftId: string }>(
      server,
      `SELECT gift_id::text AS "giftId" FROM gift_sheet WHERE order_id = $1 AND open LIMIT 1`,
      [orderId],
    );
    const giftId = open!.giftId;
    expect(
      (await send(server, api('cancelGift'), { token: sender.token, body: { giftId } })).code,
    ).toBe(0);
    const box = await send(server, api('getMyGift'), { token: sender.token });
    expect(box.period.flatMap((d: any) => d.orders.map((o: any) => o.orderId))).toContain(orderId);
    const mine = await send(server, '/api/customer/user/myTicket', { token: sender.token });
    const line = mine.period.find((t: { orderId: string }) => t.orderId === orderId);
    expect(line.history.map((e: { event: string }) => e.event)).toEqual([
      'bought',
      'gifted',
      'takenBack',
    ]);
    expect((await sendGift(sender, [orderId])).code).toBe(0);
    const [sent] = (await send(server, api('sentGifts'), { token: sender.token })).period;
    expect(sent.status).toBe('waiting');
    expect(await giftInvariants()).toEqual({
      in_two_gifts: 0,
      open_not_senders: 0,
      received_elsewhere: 0,
    });
  });

  it('gift codes cannot be guessed: 300 random codes are unknown, malformed ones 4104', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => expand(randomBytes(16).toString('base64url'))),
    );
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.code}`))).toEqual(
      new Set([`404 ${ErrorCode.GiftNotFound}`]),
    );
    for (const bad of [
      '',
      'short',
      'A'.repeat(23),
      'A'.repeat(21) + '!',
      "' OR 1=1 --xxxxxxxxxxx",
    ]) {
      const answer = await expand(bad);
      expect({ bad, code: answer.code, status: answer.status }).toEqual({
        bad,
        code: ErrorCode.GiftCodeMalformed,
        status: 400,
      });
    }
    // The codes that exist are 22 base64url characters of 128 random bits, all different.
    const codes = await sql<{ code: string }>(server, 'SELECT code FROM gift');
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes.map((row) => row.code)).size).toBe(codes.length);
    for (const { code } of codes) expect(Buffer.from(code, 'base64url')).toHaveLength(16);
  });

  it('bad input is refused with its own code and nothing written', async () => {
    const sender = await newBuyer(server, { cents: 100_00, prefix: 'other' });
    const other = await newBuyer(server, { cents: 100_00 });
    const mine = await boughtForSelf(sender, 1);
    const theirs = await boughtForSelf(other, 1);
    // Bought for a friend (delivered through the bot): not the member's to give.
    const product = await stock(server, drawId, losers[nextLoser++]!, 1);
    const forFriend = await buy(server, sender, {
      products: [{ productId: product, qty: 1 }],
      ...friend(await uploadPhoto(server, sender)),
    });
    expect(forFriend.code).toBe(0);
    const giftCode = codeOf((await sendGift(sender, [mine])).period);
    const cancelled = await boughtForSelf(sender, 1);
    const cancelledCode = codeOf((await sendGift(sender, [cancelled])).period);
    const cancelledId = await giftIdOf(cancelledCode);
    expect(
      (
        await send(server, api('cancelGift'), {
          token: sender.token,
          body: { giftId: cancelledId },
        })
      ).code,
    ).toBe(0);
    const free = await boughtForSelf(sender, 1);

    const before = await written();
    const refusals: Array<[string, () => Promise<{ code: number }>, number]> = [
      ['someone else’s order', () => sendGift(sender, [theirs]), ErrorCode.GiftNotYourOrders],
      ['mine and theirs', () => sendGift(sender, [free, theirs]), ErrorCode.GiftNotYourOrders],
      ['an unknown order', () => sendGift(sender, ['999999999']), ErrorCode.GiftNotYourOrders],
      [
        'a friend purchase',
        () => sendGift(sender, [forFriend.period.orderId]),
        ErrorCode.GiftNotYourOrders,
      ],
      ['already in a gift', () => sendGift(sender, [free, mine]), ErrorCode.GiftOrderInGift],
      ['no orders', () => sendGift(sender, []), ErrorCode.GiftOrdersMissing],
      ['orders not ids', () => sendGift(sender, ['x']), ErrorCode.GiftOrdersMissing],
      ['no name', () => sendGift(sender, [free], { name: ' ' }), ErrorCode.MissingName],
      ['no phone', () => sendGift(sender, [free], { phone: '' }), ErrorCode.MissingTel],
      ['a bad phone', () => sendGift(sender, [free], { phone: '12ab' }), ErrorCode.InvalidTel],
      ['receiving my own gift', () => receive(sender, giftCode), ErrorCode.GiftOwnGift],
      ['receiving a taken-back gift', () => receive(other, cancelledCode), ErrorCode.GiftCancelled],
      ['opening a taken-back gift', () => expand(cancelledCode), ErrorCode.GiftCancelled],
      [
        'receiving an unknown code',
        () => receive(other, randomBytes(16).toString('base64url')),
        ErrorCode.GiftNotFound,
      ],
      ['receiving a malformed code', () => receive(other, 'abc'), ErrorCode.GiftCodeMalformed],
      [
        'taking back twice',
        () =>
          send(server, api('cancelGift'), { token: sender.token, body: { giftId: cancelledId } }),
        ErrorCode.GiftCancelled,
      ],
      [
        'taking back someone else’s gift',
        () =>
          send(server, api('cancelGift'), { token: other.token, body: { giftId: cancelledId } }),
        ErrorCode.GiftNotFound,
      ],
      [
        'sending signed out',
        () =>
          send(server, api('sendgift'), {
            body: { transactions: [free], name: 'A', phone: '012345678' },
          }),
        ErrorCode.Unauthorized,
      ],
    ];
    for (const [what, attempt, code] of refusals) {
      expect({ what, code: (await attempt()).code }).toEqual({ what, code });
    }
    expect(await written()).toEqual(before);
  });

  it('settlement pays whoever owns the sheet at publication; afterwards gifts expire', async () => {
    const sender = await newBuyer(server, { cents: 100_00 });
    const receiver = await newBuyer(server);
    const winning = await boughtForSelf(sender, 1, last2Only);
    const giftCode = codeOf((await sendGift(sender, [winning])).period);
    expect((await receive(receiver, giftCode)).code).toBe(0);
    // A gift still waiting when the results come out stays with its sender.
    const late = await boughtForSelf(sender, 1);
    const lateCode = codeOf((await sendGift(sender, [late])).period);
    const unsent = await boughtForSelf(sender, 1);
    const balance = async (buyer: Buyer) =>
      (await send(server, '/api/customer/user/profile', { token: buyer.token })).period.balance;
    const senderBefore = await balance(sender);

    expect(
      (
        await send(server, '/api/company/draw/status', {
          token: admin.token,
          body: { gameEventId: drawId, status: 'CLOSE' },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await send(server, '/api/company/draw/publish', {
          token: admin.token,
          body: { gameEventId: drawId, results },
        })
      ).code,
    ).toBe(0);
    // The last-two-digits prize of the shop went to the receiver, not to the buyer.
    expect(Number(await balance(receiver))).toBeGreaterThan(0);
    expect(await balance(sender)).toBe(senderBefore);
    const [prize] = await sql(
      server,
      `SELECT p.member_id::text AS member FROM ticket_prize p JOIN sheet s ON s.id = p.sheet_id
        WHERE s.order_id = $1`,
      [winning],
    );
    expect(prize).toEqual({ member: receiver.id });
    const won = await send(server, '/api/customer/user/myTicket', {
      token: receiver.token,
      body: { gid: drawId },
    });
    expect(won.period.find((t: { orderId: string }) => t.orderId === winning).rewardStatus).toBe(2);

    const before = await written();
    expect((await expand(lateCode)).period.status).toBe('expired');
    expect((await receive(receiver, lateCode)).code).toBe(ErrorCode.GiftExpired);
    expect((await sendGift(sender, [unsent])).code).toBe(ErrorCode.GiftDrawSettled);
    expect(await written()).toEqual(before);
    expect(await owners(late)).toEqual([sender.id]);
    expect((await send(server, api('getMyGift'), { token: sender.token })).period).toEqual([]);
    expect(await invariants(server)).toEqual({
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
    });
  });
});
