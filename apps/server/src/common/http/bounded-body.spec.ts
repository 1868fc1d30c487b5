import { describe, expect, it } from '@jest/globals';
import { jsonShapeProblem } from './bounded-body.js';
import {
  MAX_ARRAY_LENGTH,
  MAX_DEPTH,
  MAX_KEYS_PER_OBJECT,
  MAX_TOTAL_ENTRIES,
} from './refuse-bad-input.js';

const wide = (keys: number) =>
  Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, index]));

describe('the shape of a JSON text, read before parsing', () => {
  it('lets real requests through, strings with commas, brackets and escaped quotes included', () => {
    const lines = Array.from({ length: 200 }, (_, index) => ({ productId: String(index), qty: 1 }));
    expect(jsonShapeProblem(JSON.stringify({ gameEventId: '1', products: lines }))).toBeUndefined();
    const tricky = { a: '{[,,,]}"\\', b: ','.repeat(5000), c: [[], {}, ''], d: '\\"' };
    expect(jsonShapeProblem(JSON.stringify(tricky))).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify(wide(MAX_KEYS_PER_OBJECT)))).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify(new Array(MAX_ARRAY_LENGTH).fill(0)))).toBeUndefined();
  });

  it('agrees with the check after parsing on every bound', () => {
    expect(jsonShapeProblem(JSON.stringify(wide(MAX_KEYS_PER_OBJECT + 1)))).toBe(
      'too many keys in one object',
    );
    expect(jsonShapeProblem(JSON.stringify({ a: new Array(MAX_ARRAY_LENGTH + 1).fill(0) }))).toBe(
      'too many items in one list',
    );
    const spread = Array.from({ length: MAX_TOTAL_ENTRIES / 100 + 1 }, () => wide(99));
    expect(jsonShapeProblem(JSON.stringify({ spread }))).toBe('too many entries');
    let nested = '1';
    for (let level = 0; level < MAX_DEPTH + 1; level += 1) nested = `{"a":${nested}}`;
    expect(jsonShapeProblem(nested)).toBe('nested too deep');
    expect(jsonShapeProblem('['.repeat(5000) + ']'.repeat(5000))).toBe('nested too deep');
  });

  it('reads 95,000 keys (902 kB) in a few ms', () => {
    const text = JSON.stringify(
      Object.fromEntries(Array.from({ length: 95_000 }, (_, index) => [index.toString(36), 0])),
    );
    const started = performance.now();
    expect(jsonShapeProblem(text)).toBe('too many keys in one object');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('leaves text that is not JSON to the parser', () => {
    for (const text of ['', ' ', '}{', ']]]', '"open', 'nul', '{"a":1,}']) {
      expect(jsonShapeProblem(text)).toBeUndefined();
    }
  });
});
