import { describe, expect, it } from '@jest/globals';
import { PeriodicJob } from './periodic-job.js';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('a periodic job', () => {
  it('repeats one run at a time, goes on after a failed run, and stop waits for the run in progress', async () => {
    let runs = 0;
    let inProgress = 0;
    let most = 0;
    let finished = 0;
    const job = new PeriodicJob('test', 5, async () => {
      runs += 1;
      inProgress += 1;
      most = Math.max(most, inProgress);
      try {
        if (runs === 1) throw new Error('the first run fails');
        await pause(30); // longer than the interval: ticks meanwhile must not start another
      } finally {
        inProgress -= 1;
        finished += 1;
      }
    });
    job.start();
    await pause(100);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(finished).toBe(runs);
    await pause(30);
    expect(finished).toBe(runs); // stopped: no more runs
  });
});
