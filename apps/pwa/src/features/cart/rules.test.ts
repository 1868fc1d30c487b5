import { describe, expect, it } from 'vitest';
import { cartQuantity, type CartItem } from '../../lib/atoms/cart';
import {
  allSoldOut,
  alreadyBoughtIds,
  applyStockCheck,
  cartTotalCents,
  checkoutLines,
  clampQty,
  seeMoreGoesHome,
} from './rules';

const line = (id: string, amt: string, qty: number, r: number): CartItem => ({
  _id: id,
  number: id.padStart(6, '0'),
  pi: null,
  amt,
  r,
  op: [],
  qty,
});

describe('cart totals', () => {
  it('adds qty × price in whole cents, with no floating-point drift', () => {
    // 0.10 + 0.20 is 0.30000000000000004 in floats; three lines of 0.10 + 0.20 must be 90 cents.
    const items = [line('1', '0.10', 3, 5), line('2', '0.20', 3, 5)];
    expect(cartTotalCents(items)).toBe(90);
    expect(cartQuantity(items)).toBe(6);
  });

  it('counts a sold-out line (qty 0) as nothing', () => {
    expect(cartTotalCents([line('1', '3.50', 0, 0), line('2', '3.50', 2, 4)])).toBe(700);
  });
});

describe('after a stock check', () => {
  it('takes the server price and stock, and lowers qty to what is left', () => {
    const before = [line('1', '3.50', 3, 5), line('2', '3.50', 2, 9), line('3', '3.50', 1, 1)];
    const after = applyStockCheck(before, [
      { _id: '1', amt: '3.50', r: 2 },
      { _id: '2', amt: '4.00', r: 9 },
      { _id: '3', amt: '3.50', r: 0 },
    ]);
    expect(after.map((item) => [item._id, item.qty, item.r, item.amt])).toEqual([
      ['1', 2, 2, '3.50'],
      ['2', 2, 9, '4.00'],
      ['3', 0, 0, '3.50'],
    ]);
    expect([...alreadyBoughtIds(before, after)]).toEqual(['1', '3']);
    expect(checkoutLines(after)).toEqual([
      { productId: '1', qty: 2 },
      { productId: '2', qty: 2 },
    ]);
  });

  it('treats a line the server no longer knows as sold out', () => {
    const [gone] = applyStockCheck([line('7', '3.50', 2, 4)], []);
    expect(gone).toMatchObject({ qty: 0, r: 0 });
  });

  it('says "all sold out" only when every line has nothing left', () => {
    expect(allSoldOut([line('1', '1.00', 0, 0), line('2', '1.00', 0, 0)])).toBe(true);
    expect(allSoldOut([line('1', '1.00', 0, 0), line('2', '1.00', 1, 1)])).toBe(false);
    expect(allSoldOut([])).toBe(false);
  });
});

describe('quantity and navigation', () => {
  it('keeps a chosen quantity between 1 and the sheets left', () => {
    expect(clampQty(0, 5)).toBe(1);
    expect(clampQty(9, 5)).toBe(5);
    expect(clampQty(3, 5)).toBe(3);
    expect(clampQty(3, 0)).toBe(0);
  });

  it('"see more tickets" goes home only from profile and results pages', () => {
    expect(seeMoreGoesHome('/profile/my-tickets')).toBe(true);
    expect(seeMoreGoesHome('/draw-results')).toBe(true);
    expect(seeMoreGoesHome('/')).toBe(false);
    expect(seeMoreGoesHome('/see-all-hot-lotto')).toBe(false);
  });
});
