import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Screenshots land here so a person can look at what the tests saw (gitignored). */
export const screenshotDir = fileURLToPath(
  new URL('../../../../.data/screenshots/', import.meta.url),
);
mkdirSync(screenshotDir, { recursive: true });

// The server is started by global-setup, after the config was read; take its address here.
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
});
export { expect };

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 800 };

/** True when the page is wider than the viewport (a horizontal scrollbar on a phone). */
export function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Waits until every font the page asked for has loaded, so screenshots show real glyphs. */
export async function fontsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  });
}
