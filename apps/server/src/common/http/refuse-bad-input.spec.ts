import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { badInputAt, MAX_DEPTH } from './refuse-bad-input.js';

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
