import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import {
  badInputAt,
  MAX_ARRAY_LENGTH,
  MAX_DEPTH,
  MAX_KEYS_PER_OBJECT,
  MAX_TOTAL_ENTRIES,
} from './refuse-bad-input.js';

/** `levels` objects inside each other, the innermost holding `leaf`. */
function nested(levels: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

describe('bad input in a request', () => {
  it('names the first string or key with a NUL or a lone surrogate', () => {
    expect(badInputAt({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual({
      at: 'b.1',
      code: ErrorCode.InvalidCharacters,
    });
    expect(badInputAt({ ['k\ud800']: 1 })).toEqual({
      at: 'k\ud800',
      code: ErrorCode.InvalidCharacters,
    });
    expect(badInputAt('\udc00')).toEqual({ at: 'body', code: ErrorCode.InvalidCharacters });
    expect(badInputAt({ emoji: '😀', thai: 'สวัสดี' })).toBeUndefined();
  });

  it('allows the nesting a request has, refuses deeper than MAX_DEPTH', () => {
    expect(badInputAt(nested(MAX_DEPTH))).toBeUndefined();
    expect(badInputAt(nested(MAX_DEPTH + 1))).toMatchObject({ code: ErrorCode.BadRequest });
    expect(badInputAt({ products: [{ productId: '1', qty: 2 }] })).toBeUndefined();
  });

  it('checks a body nested a million levels deep without overflowing itself', () => {
    expect(badInputAt(nested(1_000_000))).toMatchObject({ code: ErrorCode.BadRequest });
  });
});

describe('the shape of a body is bounded', () => {
  const wide = (keys: number) =>
    Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, index]));

  it('allows the largest real requests: a checkout of 200 lines, 200 product ids', () => {
    const lines = Array.from({ length: 200 }, (_, index) => ({ productId: String(index), qty: 1 }));
    expect(badInputAt({ gameEventId: '1', products: lines, friend: wide(10) })).toBeUndefined();
    expect(badInputAt({ products: lines.map((line) => line.productId) })).toBeUndefined();
  });

  it('refuses an object wider than MAX_KEYS_PER_OBJECT, naming it', () => {
    expect(badInputAt(wide(MAX_KEYS_PER_OBJECT))).toBeUndefined();
    expect(badInputAt({ a: { b: wide(MAX_KEYS_PER_OBJECT + 1) } })).toEqual({
      at: 'a.b',
      code: ErrorCode.BadRequest,
    });
    expect(badInputAt(wide(95_000))).toEqual({ at: 'body', code: ErrorCode.BadRequest });
  });

  it('refuses a list longer than MAX_ARRAY_LENGTH', () => {
    expect(badInputAt({ ids: new Array(MAX_ARRAY_LENGTH).fill(1) })).toBeUndefined();
    expect(badInputAt({ ids: new Array(MAX_ARRAY_LENGTH + 1).fill(1) })).toEqual({
      at: 'ids',
      code: ErrorCode.BadRequest,
    });
  });

  it('refuses more than MAX_TOTAL_ENTRIES keys and items in all, however they are spread', () => {
    const perObject = 100;
    const objects = Math.ceil(MAX_TOTAL_ENTRIES / perObject);
    const within = Array.from({ length: objects - 2 }, () => wide(perObject));
    expect(badInputAt({ list: within })).toBeUndefined();
    const over = Array.from({ length: objects + 1 }, () => wide(perObject));
    expect(badInputAt({ list: over })).toMatchObject({ code: ErrorCode.BadRequest });
  });
});
