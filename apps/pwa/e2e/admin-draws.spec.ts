import { signInThroughUi } from './support/accounts';
import { openAdminTab } from './support/admin';
import { e2eQuery } from './support/database';
import { expect, overflowsHorizontally, phone, screenshotDir, test } from './support/fixtures';

test('an admin sees the draws, gets a bad stock file back by line, then loads a good one', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await page.goto('/admin');
  await openAdminTab(page, 'ការចាប់ឆ្នោត');
  const draws = page.getByTestId('admin-draw');
  await expect(draws.first()).toBeVisible();
  const open = draws.filter({ has: page.locator('[data-status="ONGO"]') });
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: 'ស្តុក និងលទ្ធផល' }).click();

  const upload = page.getByTestId('stock-upload');
  await upload.locator('input[name="file"]').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('number,set,price\n123456,98,3.50\n12345x,98,3.50\n'),
  });
  await upload.getByRole('button', { name: 'ផ្ទុកស្តុក' }).click();
  const problems = page.getByTestId('stock-problems');
  await expect(problems).toContainText('បន្ទាត់ 3');
  await expect(problems.locator('li')).toHaveCount(1);

  const before = await e2eQuery<{ n: number }>(
    `SELECT count(*)::int AS n FROM product WHERE number = '123456'`,
  );
  await upload.locator('input[name="file"]').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('number,set,price\n123456,98,3.50\n'),
  });
  await upload.getByRole('button', { name: 'ផ្ទុកស្តុក' }).click();
  await expect(upload.getByRole('status')).toContainText('បានផ្ទុក 1 សន្លឹក');
  const after = await e2eQuery<{ n: number }>(
    `SELECT count(*)::int AS n FROM product WHERE number = '123456'`,
  );
  expect(after[0]!.n).toBeGreaterThanOrEqual(Math.max(1, before[0]!.n));

  // Results are published once sales are closed: a draw on sale has no publish form.
  await expect(page.getByTestId('publish-results')).toHaveCount(0);

  expect(await overflowsHorizontally(page)).toBe(false);
  await page.screenshot({ path: `${screenshotDir}admin-draws-km-375.png`, fullPage: true });
  await upload.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}admin-stock-km-375.png` });
});
