import { describe, expect, it } from '@jest/globals';
import { OutboxDrain } from './outbox-drain.js';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('an outbox drain', () => {
  it('sends batches until one is empty, runs again after a kick during a drain, one at a time', async () => {
    const batches = [3, 2, 0, 1, 0];
    let calls = 0;
    let inProgress = 0;
    let most = 0;
    const drain = new OutboxDrain('test', 60_000, async () => {
      inProgress += 1;
      most = Math.max(most, inProgress);
      await pause(5);
      inProgress -= 1;
      return batches[calls++] ?? 0;
    });
    drain.kick();
    drain.kick(); // during the first drain: one more drain right after it
    await drain.idle();
    expect(calls).toBe(5); // 3, 2, 0 and then 1, 0
    expect(most).toBe(1);
    await drain.stop();
  });

  it('survives a failing batch and sends nothing once stopped', async () => {
    let calls = 0;
    const drain = new OutboxDrain('test', 60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 0;
    });
    drain.kick();
    await drain.idle();
    drain.kick();
    await drain.idle();
    expect(calls).toBe(2);
    await drain.stop();
    drain.kick();
    await drain.idle();
    expect(calls).toBe(2);
  });
});
