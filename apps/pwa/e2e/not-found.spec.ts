import { expect, phone, screenshotDir, test } from './support/fixtures';

test('an unknown route shows the not-found page with a way back home', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: process.env.E2E_BASE_URL! }]);
  await page.setViewportSize(phone);
  const response = await page.goto('/no-such-page/anywhere');
  // The server answers an unknown page with the app and 404 (crawlers and checks see the 404).
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();

  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the not-found page reads in Khmer by default', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByRole('main')).toContainText(/[\u1780-\u17FF]/);
  await page.screenshot({ path: `${screenshotDir}not-found-km-375.png`, fullPage: true });
});

test('an unknown API path answers with the 404 envelope, not the app', async ({ request }) => {
  const response = await request.post('/api/no-such-call', { headers: { locale: 'en' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 404, result: { period: null } });
});
