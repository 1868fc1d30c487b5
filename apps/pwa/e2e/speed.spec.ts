import { signInThroughUi } from './support/accounts';
import { e2eQuery } from './support/database';
import { expect, phone, screenshotDir, test } from './support/fixtures';

test("a visitor's phone sends its vitals; the admin's Speed tab shows p75 per page", async ({
  browser,
  page,
}) => {
  // Every browser of the run shares one address, and the server takes at most 60 samples per
  // address in 10 minutes (7002): the pages other tests left have used that up by now.
  await e2eQuery('DELETE FROM vital_sample');
  // A visitor opens the drawn results page, then leaves it: the page's beacon goes out.
  const visitor = await browser.newContext({ viewport: phone });
  const visit = await visitor.newPage();
  await visit.goto('/draw-results');
  await expect(visit.locator('main')).toBeVisible();
  // The vitals module loads after the first screen (main.tsx); leave once it is there, as a
  // person who reads the page does (on a busy machine it can take longer than a fixed wait).
  await expect
    .poll(() =>
      visit.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/vitals-[^/]*\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await visit.waitForTimeout(500);
  await visit.close({ runBeforeUnload: true });
  await expect
    .poll(
      async () =>
        (
          await e2eQuery<{ n: number }>(
            `SELECT count(*)::int AS n FROM vital_sample WHERE page = '/draw-results'`,
          )
        )[0]!.n,
    )
    .toBeGreaterThan(0);
  await visitor.close();

  await page.setViewportSize(phone);
  await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await page.goto('/admin?tab=speed');
  const table = page.getByTestId('speed-table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'ទំព័រ' })).toBeVisible();
  const row = table
    .getByRole('row')
    .filter({ hasText: '/draw-results' })
    .filter({ hasText: 'TTFB' });
  await expect(row.first()).toContainText('ms');
  await page.screenshot({ path: `${screenshotDir}/admin-speed-km.png`, fullPage: true });
});
