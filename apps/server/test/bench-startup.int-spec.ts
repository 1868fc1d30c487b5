import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const pwaBench = fileURLToPath(new URL('../../pwa/bench/lighthouse.mjs', import.meta.url));
const drawDayBench = fileURLToPath(new URL('../bench/draw-day.mjs', import.meta.url));

/** Runs a bench as `npm run bench` would, with `env` added; its output, or its failure's. */
async function runBench(script: string, env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [script], {
    env: { ...process.env, ...env },
    maxBuffer: 10 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`the bench failed to start:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });
  return stdout;
}

/**
 * The PWA's Lighthouse bench started as `npm run bench` starts it, without the load
 * (`LIGHTHOUSE_RUNS=0`): the built server through bench/support.mjs's `withBenchServer`, with the
 * built PWA, answering `/` with the app. A change of the helper's options once left the bench's
 * server serving no app, and nothing said so until Lighthouse measured a 404. Needs the server and
 * the PWA built (`pnpm -r build`).
 */
describe("the benches' start-up", () => {
  it('starts the Lighthouse bench server, which serves the built app at /', async () => {
    const stdout = await runBench(pwaBench, { LIGHTHOUSE_RUNS: '0' });
    expect(stdout).toMatch(/server ready on http:\/\/127\.0\.0\.1:\d+/);
    expect(stdout).toMatch(/\/ serves the app \(\d+ bytes of index\.html\)/);
  });

  // Two server processes, the draw-day shop loaded, every route it loads asked once on each,
  // the results published and the invariants checked: the bench's set-up, without the load.
  it('starts the draw-day bench: two servers, every route answering, the invariants after publishing', async () => {
    const stdout = await runBench(drawDayBench, { BENCH_SECONDS: '0' });
    expect(stdout.match(/server ready on http:\/\/127\.0\.0\.1:\d+/g)).toHaveLength(2);
    expect(stdout).toMatch(/every route answered on both processes: home, results, checkTicket/);
    expect(stdout).toMatch(/published in \d+ ms/);
    expect(stdout).toMatch(/invariants hold/);
  }, 120_000);
});
