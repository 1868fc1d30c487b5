// The cart's server side (issue 29): the quote at the server's prices, the member's cart kept on
// the server (it follows the member to another device), the merge of the phone's cart at sign-in,
// and bad input answered with the catalogue's code in the caller's language, nothing written.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cartMaxLines, ErrorCode, errorMessage } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { SessionService } from '../src/common/session/session.service.js';
import { buy, newBuyer, openDraw, send, stock, type Buyer } from './checkout-support.js';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('the cart on the server', () => {
  let server: TestApp;
  let drawId: string;
  let number = 300_000;

  beforeAll(async () => {
    server = await startTestApp({ dbPoolSize: 6 });
    drawId = await openDraw(server, '2027-04-01');
  });
  afterAll(() => server.close());

  const product = (sheets: number, cents = 3_50) =>
    stock(server, drawId, String((number += 1)), sheets, cents);
  const cart = (buyer: Buyer, route: string, body?: unknown, locale?: string) =>
    send(server, `/api/customer/cart/${route}`, { token: buyer.token, body, locale });
  const rows = async (buyer: Buyer) =>
    sql<{ productId: string; qty: number }>(
      server,
      `SELECT product_id::text AS "productId", qty FROM member_cart_line
        WHERE member_id = $1 ORDER BY added_at, product_id`,
      [buyer.id],
    );
  /** The same member signing in on another phone: a new session of their own. */
  const otherDevice = async (buyer: Buyer): Promise<Buyer> => {
    const dataSource = server.app.get(DataSource);
    const token = await dataSource.transaction((manager) =>
      server.app.get(SessionService).start(manager, buyer.id),
    );
    return { id: buyer.id, token };
  };

  describe('the quote', () => {
    it('prices at the server’s prices, names short and unavailable lines, and says what is left', async () => {
      const buyer = await newBuyer(server, { cents: 20_00 });
      await send(server, '/api/customer/user/setLimits', {
        token: buyer.token,
        body: { daily: '15.00' },
      });
      const cheap = await product(5, 2_00);
      const scarce = await product(1, 3_00);
      const quote = await cart(buyer, 'quote', {
        products: [
          { productId: cheap, qty: 2 },
          { productId: scarce, qty: 3 },
          { productId: '999999999', qty: 1 },
        ],
      });
      expect(quote.code).toBe(0);
      expect(quote.period.lines).toEqual([
        {
          productId: cheap,
          number: expect.any(String),
          qty: 2,
          amt: '2.00',
          lineTotal: '4.00',
          r: 5,
        },
        {
          productId: scarce,
          number: expect.any(String),
          qty: 3,
          amt: '3.00',
          lineTotal: '9.00',
          r: 1,
        },
      ]);
      expect(quote.period).toMatchObject({
        total: '13.00',
        balance: '20.00',
        balanceAfter: '7.00',
        limitsLeft: { daily: '15.00', monthly: null, breakUntil: null },
        short: { [scarce]: '1' },
        unavailable: ['999999999'],
        refusal: ErrorCode.ProductNotFound,
      });
      // Nothing was bought or put in the cart.
      expect(await rows(buyer)).toEqual([]);
      const [left] = await sql(server, 'SELECT remaining FROM product WHERE id = $1', [scarce]);
      expect(left.remaining).toBe(1);
    });

    it('says what checkout would refuse: the balance short, then a limit spent', async () => {
      const buyer = await newBuyer(server, { cents: 5_00 });
      const item = await product(10, 4_00);
      const two = await cart(buyer, 'quote', { products: [{ productId: item, qty: 2 }] });
      expect(two.period).toMatchObject({
        total: '8.00',
        balanceAfter: '-3.00',
        refusal: ErrorCode.InsufficientBalance,
      });
      await send(server, '/api/customer/user/setLimits', {
        token: buyer.token,
        body: { daily: '6.00' },
      });
      expect(
        (await buy(server, buyer, { products: [{ productId: item, qty: 1 }], isGift: true })).code,
      ).toBe(0);
      const after = await cart(buyer, 'quote', { products: [{ productId: item, qty: 1 }] });
      expect(after.period).toMatchObject({
        balance: '1.00',
        limitsLeft: { daily: '2.00' },
        refusal: ErrorCode.DailyLimitReached,
      });
    });

    it('charges at checkout what the quote said', async () => {
      const buyer = await newBuyer(server, { cents: 30_00, prefix: 'other' });
      await send(server, '/api/customer/user/setLimits', {
        token: buyer.token,
        body: { monthly: '100.00' },
      });
      const a = await product(3, 1_25);
      const b = await product(3, 2_50);
      const lines = [
        { productId: b, qty: 2 },
        { productId: a, qty: 1 },
        { productId: b, qty: 1 },
      ];
      const quote = await cart(buyer, 'quote', { products: lines });
      expect(quote.period).toMatchObject({ total: '8.75', refusal: null });
      const bought = await buy(server, buyer, { products: lines, isGift: true });
      expect(bought.period).toMatchObject({
        total: quote.period.total,
        balance: quote.period.balanceAfter,
      });
    });
  });

  describe('the member’s cart', () => {
    it('adds, replaces and removes lines, capped by the sheets left', async () => {
      const buyer = await newBuyer(server);
      const a = await product(3, 2_00);
      const b = await product(5, 1_00);
      expect((await cart(buyer, 'list')).period).toEqual([]);
      await cart(buyer, 'add', { productId: a, qty: 2 });
      const added = await cart(buyer, 'add', { productId: a, qty: 2 });
      expect(added.period).toEqual([
        expect.objectContaining({ _id: a, amt: '2.00', r: 3, qty: 3 }),
      ]);
      const replaced = await cart(buyer, 'replace', {
        products: [
          { productId: b, qty: 4 },
          { productId: a, qty: 1 },
        ],
      });
      expect(
        replaced.period.map((line: { _id: string; qty: number }) => [line._id, line.qty]),
      ).toEqual([
        [a, 1],
        [b, 4],
      ]);
      const removed = await cart(buyer, 'remove', { productId: a });
      expect(removed.period.map((line: { _id: string }) => line._id)).toEqual([b]);
      expect(await rows(buyer)).toEqual([{ productId: b, qty: 4 }]);
      expect((await cart(buyer, 'clear')).period).toEqual([]);
      expect(await rows(buyer)).toEqual([]);
    });

    it('follows the member to another device, with today’s stock', async () => {
      const phone = await newBuyer(server);
      const item = await product(4, 3_00);
      await cart(phone, 'add', { productId: item, qty: 2 });
      const tablet = await otherDevice(phone);
      const other = await newBuyer(server, { cents: 10_00 });
      await buy(server, other, { products: [{ productId: item, qty: 1 }], isGift: true });
      const seen = await cart(tablet, 'list');
      expect(seen.period).toEqual([
        expect.objectContaining({ _id: item, amt: '3.00', r: 3, qty: 2 }),
      ]);
    });

    it('merges the phone’s cart at sign-in: union, the larger quantity, capped by stock', async () => {
      const buyer = await newBuyer(server);
      const both = await product(4);
      const serverOnly = await product(2);
      const phoneOnly = await product(2);
      const soldOut = await product(0);
      await cart(buyer, 'replace', {
        products: [
          { productId: serverOnly, qty: 1 },
          { productId: both, qty: 3 },
        ],
      });
      const merged = await cart(await otherDevice(buyer), 'merge', {
        products: [
          { productId: both, qty: 2 },
          { productId: phoneOnly, qty: 5 },
          { productId: soldOut, qty: 1 },
          { productId: '888888888', qty: 1 },
        ],
      });
      expect(merged.code).toBe(0);
      expect(await rows(buyer)).toEqual([
        { productId: serverOnly, qty: 1 },
        { productId: both, qty: 3 },
        { productId: phoneOnly, qty: 2 },
      ]);
      // Merging the same phone cart again changes nothing (larger, not summed).
      await cart(buyer, 'merge', { products: [{ productId: both, qty: 2 }] });
      expect((await rows(buyer)).find((line) => line.productId === both)?.qty).toBe(3);
    });

    it('refuses bad input with the catalogue’s code in the caller’s language and writes nothing', async () => {
      const buyer = await newBuyer(server);
      const item = await product(2);
      await cart(buyer, 'add', { productId: item, qty: 1 });
      const before = await rows(buyer);
      const unknown = await cart(buyer, 'add', { productId: '777777777', qty: 1 }, 'km');
      expect(unknown).toMatchObject({
        code: ErrorCode.ProductNotFound,
        msg: errorMessage(ErrorCode.ProductNotFound, 'km'),
      });
      const badQty = await cart(buyer, 'add', { productId: item, qty: 0 }, 'th');
      expect(badQty).toMatchObject({
        code: ErrorCode.InvalidQuantity,
        msg: errorMessage(ErrorCode.InvalidQuantity, 'th'),
      });
      const mixed = await cart(buyer, 'replace', {
        products: [
          { productId: item, qty: 2 },
          { productId: '777777777', qty: 1 },
        ],
      });
      expect(mixed.code).toBe(ErrorCode.ProductNotFound);
      const tooMany = Array.from({ length: cartMaxLines + 1 }, (_, i) => ({
        productId: String(900_000 + i),
        qty: 1,
      }));
      const full = await cart(buyer, 'replace', { products: tooMany }, 'km');
      expect(full).toMatchObject({
        status: 409,
        code: ErrorCode.CartFull,
        msg: errorMessage(ErrorCode.CartFull, 'km'),
      });
      const noSession = await send(server, '/api/customer/cart/list', {});
      expect(noSession.status).toBe(401);
      expect(await rows(buyer)).toEqual(before);
    });

    it('stops at 50 numbers (8231)', async () => {
      const buyer = await newBuyer(server);
      const ids: string[] = [];
      for (let i = 0; i < cartMaxLines + 1; i += 1) ids.push(await product(1, 1_00));
      const filled = await cart(buyer, 'replace', {
        products: ids.slice(0, cartMaxLines).map((productId) => ({ productId, qty: 1 })),
      });
      expect(filled.period).toHaveLength(cartMaxLines);
      const more = await cart(buyer, 'add', { productId: ids[cartMaxLines]!, qty: 1 });
      expect(more.code).toBe(ErrorCode.CartFull);
      expect(await rows(buyer)).toHaveLength(cartMaxLines);
    });
  });

  it('keeps the spec’s re-check for visitors, now served by the cart module', async () => {
    const item = await product(3, 2_75);
    const answer = await send(server, '/api/customer/user/checkProduct', {
      body: { products: [item, '555555555'] },
    });
    expect(answer.period).toEqual([
      { _id: item, amt: '2.75', r: 3 },
      { _id: '555555555', amt: '0.00', r: 0 },
    ]);
  });
});
