// A test file that hangs cannot fail the files after it (issue 29): a jest run of the isolation
// fixtures, in one process, a hung file first (setup and afterAll that never finish, a lock held
// in an open transaction, 20 pool connections, a session on the template) then two healthy
// files. The healthy files pass, jest exits by itself, and nothing of the run is left on the
// PostgreSQL server.
import { expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withAdmin } from './support/databases.js';

interface JestReport {
  testResults: { name: string; status: 'passed' | 'failed' }[];
}

/** Runs jest on the fixtures; resolves with its exit code, or 'hung' if it did not exit. */
function runFixtures(
  reportFile: string,
  limitMs: number,
): Promise<{ code: number | 'hung'; pid: number }> {
  const child = spawn(
    process.execPath,
    [
      '--experimental-vm-modules',
      'node_modules/jest/bin/jest.js',
      '-c',
      'test/isolation-fixtures/jest.config.mjs',
      '--runInBand',
      '--ci',
      '--json',
      `--outputFile=${reportFile}`,
      'isolation-fixtures/',
    ],
    // The parent's template (LOTTERY_TEST_TEMPLATE_DB) is cloned, not migrated again.
    { env: process.env, stdio: 'ignore' },
  );
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'hung', pid: child.pid! });
    }, limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, pid: child.pid! });
    });
  });
}

it('a hung file fails alone: the files after it pass and jest exits', async () => {
  const reportFile = join(tmpdir(), `isolation-report-${process.pid}-${Date.now()}.json`);
  try {
    const { code, pid } = await runFixtures(reportFile, 100_000);
    expect(code).toBe(1); // not 'hung': nothing the hung file left keeps jest alive

    const report = JSON.parse(await readFile(reportFile, 'utf8')) as JestReport;
    const outcome = Object.fromEntries(
      report.testResults.map((file) => [file.name.replace(/.*\//, ''), file.status]),
    );
    expect(outcome).toEqual({
      'hangs.fixture.ts': 'failed',
      'passes-1.fixture.ts': 'passed',
      'passes-2.fixture.ts': 'passed',
    });

    // The run's clones are gone (their names carry the jest process's pid).
    const left = await withAdmin((admin) =>
      admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `lottery_test_${pid}_%`,
      ]),
    );
    expect(left.rows).toEqual([]);
  } finally {
    await rm(reportFile, { force: true });
  }
}, 120_000);
