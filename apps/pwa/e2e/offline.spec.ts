import { expect, phone, test } from './support/fixtures';

test('the app reloads without a network once the service worker is installed', async ({
  page,
  context,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not yet controlled; a reload puts the page under the service worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u1780-\u17FF]/);
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});
