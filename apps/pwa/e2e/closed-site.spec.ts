import { e2eQuery } from './support/database';
import { expect, phone, screenshotDir, test } from './support/fixtures';

const setClosed = (closed: boolean) =>
  e2eQuery(`UPDATE site_setting SET closed = $1 WHERE agent_id = 'default'`, [closed]);

test.afterEach(() => setClosed(false));

test('a closed site sends every page to the maintenance page, and back once it reopens', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/draw-results');
  await expect(page).toHaveURL(/\/draw-results$/);

  await setClosed(true);
  await page.goto('/draw-results');
  await expect(page).toHaveURL(/\/temporarily-closed$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u1780-\u17FF]/);
  await page.screenshot({ path: `${screenshotDir}temporarily-closed-km-375.png`, fullPage: true });

  await setClosed(false);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});

test('the maintenance page is not reachable while the site is open', async ({ page }) => {
  await page.goto('/temporarily-closed');
  await expect(page).toHaveURL(/\/$/);
});
