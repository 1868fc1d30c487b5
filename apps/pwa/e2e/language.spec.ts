import { expect, phone, screenshotDir, test } from './support/fixtures';

test('the chosen language survives a reload and is kept in the locale cookie', async ({
  page,
  context,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');

  await page.getByTestId('language-picker').selectOption('th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0E00-\u0E7F]/);
  await page.screenshot({ path: `${screenshotDir}home-th-375.png`, fullPage: true });

  await page.getByTestId('language-picker').selectOption('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/[\u1780-\u17FF]/);
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  // 365 days, give or take the seconds the test took.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(page.url()).not.toMatch(/\/(en|th|km)(\/|$)/);
});
