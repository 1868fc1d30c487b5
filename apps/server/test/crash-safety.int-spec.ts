import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The short run of the crash harness (`bench/crash.mjs`; `npm run bench` runs the long one):
 * checkouts with idempotency keys while the server is killed twice and its PostgreSQL is stopped
 * in immediate mode once. The harness runs the built server on its own embedded PostgreSQL.
 */
describe('checkout under a killed server and a stopped database', () => {
  it('loses no acknowledged order, makes none twice and keeps every balance', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['bench/crash.mjs'], {
      cwd: serverDir,
      env: { ...process.env, CRASH_SECONDS: '15', CRASH_CONNECTIONS: '64' },
      maxBuffer: 10 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the harness failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    const line = /crash summary: (.*)/.exec(stdout)?.[1];
    expect(line).toBeDefined();
    const summary = JSON.parse(line!) as Record<string, number>;
    expect(summary).toMatchObject({
      lost: 0,
      serverErrors: 0,
      replayMismatches: 0,
      acknowledgedMissing: 0,
      ordersWithoutKey: 0,
      orders_short: 0,
      stock_mismatch: 0,
      negative: 0,
      ledger_mismatch: 0,
      faults: 6,
    });
    // The faults hit requests in flight, and every order in the database was acknowledged.
    expect(summary.retried).toBeGreaterThan(0);
    expect(summary.acknowledged).toBeGreaterThan(100);
    expect(summary.orders).toBe(summary.acknowledged);
  }, 180_000);
});
