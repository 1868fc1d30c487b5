import {
  desktop,
  expect,
  fontsLoaded,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';

test.describe('home page in Khmer', () => {
  for (const [name, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`renders in Khmer with the Khmer font on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'km');
      await expect(page).toHaveTitle(/ហាងឆ្នោតថៃ/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u1780-\u17FF]/);
      expect((await fontsLoaded(page)).some((family) => family.includes('Khmer'))).toBe(true);
      expect(await overflowsHorizontally(page)).toBe(false);
      await page.screenshot({
        path: `${screenshotDir}home-km-${viewport.width}.png`,
        fullPage: true,
      });
    });
  }

  test('phone shows the bottom bar and desktop the top bar links', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
    await expect(page.getByTestId('top-bar-links')).toBeHidden();

    await page.setViewportSize(desktop);
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
    await expect(page.getByTestId('top-bar-links')).toBeVisible();
  });
});
