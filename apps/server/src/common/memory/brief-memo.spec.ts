import { describe, expect, it } from '@jest/globals';
import { BriefMemo } from './brief-memo.js';

describe('BriefMemo', () => {
  it('loads once for everyone who asks within the time, again after forget()', async () => {
    const memo = new BriefMemo<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo.get('a', load), memo.get('a', load)])).toEqual([1, 1]);
    expect(await memo.get('b', load)).toBe(2);
    memo.forget();
    expect(await memo.get('a', load)).toBe(3);
  });

  it('does not keep a failure, and loads every time when the time is 0', async () => {
    const failing = new BriefMemo<number>(60_000);
    await expect(failing.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await failing.get('a', async () => 7)).toBe(7);

    const off = new BriefMemo<number>(0);
    let loads = 0;
    await off.get('a', async () => ++loads);
    expect(await off.get('a', async () => ++loads)).toBe(2);
  });
});
