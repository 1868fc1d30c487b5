// Issue 32: what a full walk of the shop found, as a member meets it (Khmer, phone width).
import { errorMessage, ErrorCode } from '@lottery/contracts';
import { newPhone, registerByApi, signInThroughUi } from './support/accounts';
import { openAdminTab } from './support/admin';
import { e2eQuery } from './support/database';
import {
  desktop,
  expect,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';
import { memberWithMoney } from './support/shop';
import { km } from './support/messages';

test.use({ viewport: phone });

test('the random pick drops the last search error and its red borders', async ({ page }) => {
  await page.goto('/');
  const form = page.getByTestId('search-form');
  const number = form.locator('input[name="number"]');
  await number.fill('12');
  await number.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(km['search.rule']!);
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: km['search.random'] }).click();
  await expect(
    page
      .getByTestId('search-results')
      .getByText(/^\d{6}$/)
      .first(),
  ).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(number).toHaveAttribute('aria-invalid', 'false');
  await page.screenshot({ path: `${screenshotDir}walk-random-pick-km-375.png` });
});

test('a locked member is told that only the shop unlocks it, and how to reach the shop', async ({
  page,
  request,
}) => {
  const tel = newPhone();
  await registerByApi(request, tel, 'lucky2026', 'ចាន់ ដារា');
  await e2eQuery('UPDATE member SET locked = true WHERE username = $1', [tel]);
  await page.goto('/auth');
  const form = page.getByTestId('sign-in-form');
  await form.locator('input[name="username"]').fill(tel);
  await form.locator('input[name="password"]').fill('lucky2026');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByTestId('form-error')).toHaveText(
    errorMessage(ErrorCode.AccountLocked, 'km'),
  );
  const help = form.getByTestId('locked-help');
  await expect(help).toContainText(km['auth.lockedHelp']!);
  await page.screenshot({ path: `${screenshotDir}walk-locked-km-375.png` });
  await help.getByRole('button', { name: km['nav.contactUs'] }).click();
  await expect(page.getByRole('link', { name: km['contact.open'] })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
});

test('date pickers fit: the wallet history on a phone, creating a draw on a desktop', async ({
  page,
  request,
}) => {
  const member = await memberWithMoney(request, '5.00');
  await signInThroughUi(page, member.phone, member.password);
  await page.goto('/profile/payment?type=history');
  await expect(page.getByTestId('history-deposits')).toBeAttached();
  expect(await overflowsHorizontally(page)).toBe(false);
  // Every part of both dates is wide enough to read its value ("វិច្ឆិកា", "2026").
  for (const select of await page.locator('select[name$="-month"], select[name$="-year"]').all())
    expect((await select.boundingBox())!.width).toBeGreaterThan(80);
  await page.screenshot({ path: `${screenshotDir}walk-wallet-history-km-375.png`, fullPage: true });

  await page.context().clearCookies();
  await page
    .context()
    .addCookies([{ name: 'locale', value: 'en', url: process.env.E2E_BASE_URL! }]);
  await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await page.setViewportSize(desktop);
  await page.goto('/admin');
  await openAdminTab(page, 'Draws');
  const create = page.getByTestId('create-draw');
  await expect(create).toBeVisible();
  // The month's name and "Minute" are not cut to "I" and "Minu".
  for (const select of await create.locator('select[name$="-month"]').all())
    expect((await select.boundingBox())!.width).toBeGreaterThan(110);
  for (const select of await create.locator('select[name$="-minute"]').all())
    expect((await select.boundingBox())!.width).toBeGreaterThan(80);
  await create.screenshot({ path: `${screenshotDir}walk-create-draw-en-1280.png` });
});

test('the demo shop says it is a demo, and its draw is on a real draw day', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-banner')).toHaveText(km['home.demoBanner']!);
  // The hero names the shop as the admin set it (the seeded Khmer name here).
  await expect(page.getByTestId('home-hero-title')).toHaveText('ហាងឆ្នោតថៃ');
  await page.screenshot({ path: `${screenshotDir}walk-demo-home-km-375.png` });
});

test("every theme colours the home's hero and draw card from end to end (theme 5 was half navy)", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('home-hero-title')).toBeVisible();
  /** The colours of an element's gradient, as [r, g, b]. */
  const stops = (testId: string) =>
    page.getByTestId(testId).evaluate((element) => {
      const image = getComputedStyle(element).backgroundImage;
      // Opaque stops only: "rgb(r, g, b)", or "color(srgb r g b)" for a mixed colour.
      const rgb = [...image.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)].map((m) =>
        [m[1], m[2], m[3]].map(Number),
      );
      const srgb = [...image.matchAll(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)\)/g)].map((m) =>
        [m[1], m[2], m[3]].map((part) => Math.round(Number(part) * 255)),
      );
      return [...rgb, ...srgb];
    });
  for (let theme = 1; theme <= 19; theme += 1) {
    await page.evaluate((n) => (document.documentElement.dataset.theme = String(n)), theme);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    for (const testId of ['home-hero', 'draw-top']) {
      const colours = await stops(testId);
      // Both ends of the gradient; theme 5 (green) is green at both ends, not half navy.
      expect(colours.length, `${theme} ${testId}`).toBeGreaterThanOrEqual(2);
      if (theme === 5)
        for (const [r = 0, g = 0, b = 0] of colours)
          expect(g, `theme 5 ${testId} ${r},${g},${b}`).toBeGreaterThan(b);
    }
    expect(primary).not.toBe('');
    await page.getByTestId('home-hero').screenshot({
      path: `${screenshotDir}walk-theme-${String(theme).padStart(2, '0')}-hero.png`,
    });
  }
});
