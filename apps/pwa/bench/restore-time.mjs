// How long the start waits for the query cache saved on the phone (lib/query-persist.ts: the
// `restore-queries` performance measure), CPU slowed 4x: on a first visit (nothing saved) and on a
// return visit after reading home, results, the prize table and the hot numbers (what is saved).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres RESTORE_RUNS=5 node bench/restore-time.mjs
// Build first (`pnpm -r build`). RESTORE_PWA_DIR: another build (a copy of dist/) to compare with.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { log, withBenchServer } from '../../server/bench/support.mjs';

const RUNS = Number(process.env.RESTORE_RUNS ?? 5);
const pwaDir = process.env.RESTORE_PWA_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function restoreMs(page) {
  await page.waitForFunction(
    () => performance.getEntriesByName('restore-queries', 'measure').length,
  );
  return page.evaluate(
    () => performance.getEntriesByName('restore-queries', 'measure')[0].duration,
  );
}

async function runOnce(browser, base) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/`);
  const first = await restoreMs(page);
  await page.getByTestId('hot-strip').getByTestId('ticket-card').first().waitFor();
  for (const path of ['/draw-results', '/prize-table', '/see-all-hot-lotto']) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
  }
  // What the app saved (it saves a moment after each answer).
  await page.waitForTimeout(1500);
  const saved = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = globalThis.indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('lottery.query-cache');
          read.onsuccess = () =>
            resolve({
              queries: read.result?.clientState.queries.length ?? 0,
              bytes: JSON.stringify(read.result ?? null).length,
            });
        };
      }),
  );
  await page.goto(`${base}/`);
  const again = await restoreMs(page);
  await context.close();
  return { first, again, saved };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await withBenchServer(
      'restore',
      { env: { PWA_DIR: pwaDir, DEMO_SEED: '1' } },
      async ({ base }) => {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await runOnce(browser, base);
          runs.push(run);
          log(
            `run ${i + 1}: first visit ${Math.round(run.first)} ms, return visit ${Math.round(run.again)} ms ` +
              `(${run.saved.queries} queries saved, ${Math.round(run.saved.bytes / 1024)} KiB as JSON)`,
          );
        }
        const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
        log(
          `median of ${RUNS} (CPU 4x slower): restore on a first visit ${Math.round(median(runs.map((r) => r.first)))} ms, ` +
            `on a return visit ${Math.round(median(runs.map((r) => r.again)))} ms`,
        );
      },
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
