// The first load of the home page in a Chromium performance trace, with the CPU slowed 4x (as
// Lighthouse's mobile setting): the main thread's long tasks (over 50 ms) until the page is quiet,
// their total, the blocking time they add (each one's part over 50 ms) and what each is made of.
// Relative numbers: compare two builds in the same minute on the same machine.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres TRACE_RUNS=5 node bench/first-load-trace.mjs
// Build first (`pnpm -r build`). TRACE_OUT=dir keeps each run's trace (open it in DevTools).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { log, withBenchServer } from '../../server/bench/support.mjs';

const RUNS = Number(process.env.TRACE_RUNS ?? 5);
// TRACE_PWA_DIR: another build (a copy of dist/) to compare with this one in the same minute.
const pwaDir = process.env.TRACE_PWA_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LONG_MS = 50;

/** What a long task mostly did: its largest direct kinds of work (script by file, render...). */
function labelOf(task, events) {
  const end = task.ts + task.dur;
  const inside = events.filter(
    (e) => e.tid === task.tid && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
  );
  const parts = new Map();
  for (const e of inside) {
    const url = e.args?.data?.url ?? e.args?.data?.scriptName ?? '';
    const name =
      e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule'
        ? `${e.name} ${url.split('/').pop()}`
        : e.name === 'FunctionCall'
          ? `FunctionCall ${String(e.args?.data?.functionName || url.split('/').pop())}`
          : [
                'Layout',
                'UpdateLayoutTree',
                'Paint',
                'ParseHTML',
                'v8.evaluateModule',
                'MajorGC',
                'MinorGC',
                'ParseAuthorStyleSheet',
                'TimerFire',
                'FireAnimationFrame',
                'RunMicrotasks',
              ].includes(e.name)
            ? e.name
            : null;
    if (name) parts.set(name, (parts.get(name) ?? 0) + e.dur / 1000);
  }
  return [...parts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}

async function traceOnce(browser, url, run) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page
    .getByRole('navigation')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  // Quiet: the app's idle-time work included.
  await page.waitForTimeout(4000);
  const buffer = await browser.stopTracing();
  const wall = Date.now() - start;
  if (process.env.TRACE_OUT) writeFileSync(`${process.env.TRACE_OUT}/trace-${run}.json`, buffer);
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString());
  const main = traceEvents.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      traceEvents.some((t) => t.pid === e.pid && t.name === 'ParseHTML'),
  );
  const events = traceEvents.filter((e) => e.pid === main?.pid);
  const tasks = events
    .filter((e) => e.tid === main?.tid && e.name === 'RunTask' && e.dur / 1000 > LONG_MS)
    .sort((a, b) => a.ts - b.ts);
  const navStart = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const long = tasks.map((t) => ({
    at: Math.round((t.ts - navStart) / 1000),
    ms: Math.round(t.dur / 1000),
    what: labelOf(t, events),
  }));
  const total = long.reduce((s, t) => s + t.ms, 0);
  const blocking = long.reduce((s, t) => s + Math.max(0, t.ms - LONG_MS), 0);
  // The same sum over the tasks' thread time (tdur): what the main thread itself spent, which
  // other processes on a busy host inflate far less than the wall time above.
  const cpuBlocking = Math.round(
    events
      .filter((e) => e.tid === main?.tid && e.name === 'RunTask' && e.tdur)
      .reduce((s, t) => s + Math.max(0, t.tdur / 1000 - LONG_MS), 0),
  );
  return { total, blocking, cpuBlocking, count: long.length, long, wall };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await withBenchServer(
      'trace',
      { env: { PWA_DIR: pwaDir, DEMO_SEED: '1' } },
      async ({ base }) => {
        await fetch(`${base}/`);
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await traceOnce(browser, `${base}/`, i + 1);
          runs.push(run);
          log(
            `run ${i + 1}: ${run.count} long tasks, ${run.total} ms in all, blocking ${run.blocking} ms ` +
              `(thread time: ${run.cpuBlocking} ms)`,
          );
          for (const task of run.long) log(`  at ${task.at} ms: ${task.ms} ms — ${task.what}`);
        }
        const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
        log(
          `median of ${RUNS} (CPU 4x slower): long tasks ${median(runs.map((r) => r.total))} ms, ` +
            `blocking ${median(runs.map((r) => r.blocking))} ms (thread time ` +
            `${median(runs.map((r) => r.cpuBlocking))} ms), ${median(runs.map((r) => r.count))} tasks`,
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
