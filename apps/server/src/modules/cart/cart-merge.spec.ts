import { describe, expect, it } from '@jest/globals';
import { cartMaxLines } from '@lottery/contracts';
import { mergeCarts } from './cart-merge.js';

const left = (entries: Array<[string, number]>) => new Map(entries);

describe('merging the phone’s cart into the server’s at sign-in', () => {
  it('is the union; a number in both keeps the larger quantity, not the sum', () => {
    const merged = mergeCarts(
      [
        { productId: '1', qty: 2 },
        { productId: '2', qty: 1 },
      ],
      [
        { productId: '2', qty: 3 },
        { productId: '3', qty: 1 },
      ],
      left([
        ['1', 9],
        ['2', 9],
        ['3', 9],
      ]),
    );
    expect(merged).toEqual([
      { productId: '1', qty: 2 },
      { productId: '2', qty: 3 },
      { productId: '3', qty: 1 },
    ]);
  });

  it('caps by the sheets left and leaves out numbers sold out or not on sale', () => {
    const merged = mergeCarts(
      [{ productId: '1', qty: 5 }],
      [
        { productId: '2', qty: 1 },
        { productId: '3', qty: 1 },
      ],
      left([
        ['1', 2],
        ['2', 0],
      ]),
    );
    expect(merged).toEqual([{ productId: '1', qty: 2 }]);
  });

  it('stops at the cart’s size, the server’s lines first', () => {
    const many = (from: number) =>
      Array.from({ length: cartMaxLines }, (_, i) => ({ productId: String(from + i), qty: 1 }));
    const stock = left([...many(1), ...many(1000)].map((line) => [line.productId, 1]));
    const merged = mergeCarts(many(1), many(1000), stock);
    expect(merged).toHaveLength(cartMaxLines);
    expect(merged.every((line) => Number(line.productId) < 1000)).toBe(true);
  });
});
