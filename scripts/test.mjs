// `npm test`: install what is missing (pnpm, dependencies, Debian's Chromium), build, check
// types and formatting, then run every suite: unit, integration on real PostgreSQL, and
// end-to-end in a real browser against the real server. With no DATABASE_URL the run gets its
// own embedded PostgreSQL for its whole duration.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureRuntime } from './runtime.mjs';
import { bootstrap, build, log, root, run } from './bootstrap.mjs';

const CHROMIUM = '/usr/bin/chromium';
const reports = join(root, '.data', 'test-reports');

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium package (sudo apt-get install -y chromium)`,
    );
  }
  log("installing Chromium from Debian's packages");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function provideDatabase() {
  if (process.env.DATABASE_URL) return async () => {};
  log('no DATABASE_URL: starting an embedded PostgreSQL for this run');
  const { startEmbeddedPostgres } = await import(
    join(root, 'apps/server/dist/db/embedded-postgres.js')
  );
  const database = await startEmbeddedPostgres({ dataDir: join(root, '.data', 'test-pg') });
  process.env.DATABASE_URL = database.url;
  return () => database.stop();
}

/** Each suite writes a jest-style JSON report (vitest and jest) or Playwright's own stats. */
const suites = [
  {
    name: 'contracts unit',
    args: ['--filter', '@lottery/contracts', 'test', '--reporter=default', '--reporter=json'],
    report: 'contracts.json',
    reportArg: (file) => `--outputFile.json=${file}`,
  },
  {
    name: 'pwa unit',
    args: ['--filter', '@lottery/pwa', 'test', '--reporter=default', '--reporter=json'],
    report: 'pwa.json',
    reportArg: (file) => `--outputFile.json=${file}`,
  },
  {
    name: 'server unit and integration',
    args: ['--filter', '@lottery/server', 'test', '--json'],
    report: 'server.json',
    reportArg: (file) => `--outputFile=${file}`,
  },
  {
    name: 'end-to-end (Chromium)',
    args: ['--filter', '@lottery/pwa', 'e2e'],
    report: 'e2e.json',
    env: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
  },
];

function countsOf(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

async function main() {
  await ensureRuntime();
  bootstrap();
  ensureChromium();
  build();
  log('type checks and formatting');
  run('pnpm', ['--recursive', '--reporter=append-only', 'lint']);
  run('pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']);

  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const stopDatabase = await provideDatabase();
  const totals = { passed: 0, failed: 0 };
  const failedSuites = [];
  try {
    for (const suite of suites) {
      log(suite.name);
      const file = join(reports, suite.report);
      const args = suite.reportArg ? [...suite.args, suite.reportArg(file)] : suite.args;
      try {
        run('pnpm', args, { env: { ...process.env, ...suite.env?.(file) } });
      } catch {
        failedSuites.push(suite.name);
      }
      const counts = countsOf(file);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      console.log(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
    }
  } finally {
    await stopDatabase();
  }
  if (failedSuites.length) console.error(`failed suites: ${failedSuites.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return failedSuites.length === 0 && totals.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  },
);
