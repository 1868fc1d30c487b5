import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, phone, screenshotDir, test } from './support/fixtures';

// The server serves the built PWA from apps/pwa/dist on every request (no-cache for sw.js): a new
// version of the service worker there is what a deploy looks like to an open app.
const sw = fileURLToPath(new URL('../dist/sw.js', import.meta.url));
const copies = [`${sw}.br`, `${sw}.gz`];

test('a new version shows the "new version" prompt in Khmer and reloads into it', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page.getByText('មានកំណែថ្មីរួចរាល់ហើយ។')).toHaveCount(0);

  const original = readFileSync(sw);
  const saved = copies
    .filter((path) => existsSync(path))
    .map((path) => [path, readFileSync(path)] as const);
  try {
    // The next version: the same worker, plus an answer telling which version it is.
    writeFileSync(
      sw,
      `${original.toString('utf8')}\nself.addEventListener('message', (e) => { if (e.data === 'version?') e.source.postMessage('next'); });\n`,
    );
    for (const path of copies) rmSync(path, { force: true });

    // The next navigation checks for an update; the new worker waits, and the app says so.
    await page.reload();
    const prompt = page.getByRole('alert').filter({ hasText: 'មានកំណែថ្មីរួចរាល់ហើយ។' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${screenshotDir}/update-prompt-km.png` });

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await prompt.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' }).click();
    // A reload (the marker is gone) under the new worker, and no prompt any more.
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as unknown as { marker?: number }).marker ?? 0)
          // The reload may be under way: asked mid-navigation, the page has no context yet.
          .catch(() => -1),
      )
      .toBe(0);
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)));
          navigator.serviceWorker.controller!.postMessage('version?');
        }),
    );
    expect(version).toBe('next');
    await expect(page.getByText('មានកំណែថ្មីរួចរាល់ហើយ។')).toHaveCount(0);
  } finally {
    writeFileSync(sw, original);
    for (const [path, bytes] of saved) writeFileSync(path, bytes);
  }
});
