import { describe, expect, it } from '@jest/globals';
import { keepNewest } from './keep-newest.js';

describe('keepNewest', () => {
  it('holds at most max entries, forgetting the oldest first', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) keepNewest(map, key, i, 3);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('a key set again is the newest, and nothing else is forgotten for it', () => {
    const map = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    keepNewest(map, 'a', 9, 3);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 9],
    ]);
  });
});
