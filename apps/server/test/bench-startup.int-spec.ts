import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const pwaBench = fileURLToPath(new URL('../../pwa/bench/lighthouse.mjs', import.meta.url));

/**
 * The PWA's Lighthouse bench started as `npm run bench` starts it, without the load
 * (`LIGHTHOUSE_RUNS=0`): the built server through bench/support.mjs's `withBenchServer`, with the
 * built PWA, answering `/` with the app. A change of the helper's options once left the bench's
 * server serving no app, and nothing said so until Lighthouse measured a 404. Needs the server and
 * the PWA built (`pnpm -r build`).
 */
describe("the benches' start-up", () => {
  it('starts the Lighthouse bench server, which serves the built app at /', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [pwaBench], {
      env: { ...process.env, LIGHTHOUSE_RUNS: '0' },
      maxBuffer: 10 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the bench failed to start:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    expect(stdout).toMatch(/server ready on http:\/\/127\.0\.0\.1:\d+/);
    expect(stdout).toMatch(/\/ serves the app \(\d+ bytes of index\.html\)/);
  });
});
