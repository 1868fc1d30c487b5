import { ErrorCode, errorMessage } from '@lottery/contracts';
import { signInThroughUi } from './support/accounts';
import {
  desktop,
  expect,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';
import { call, memberWithMoney, productWithStock } from './support/shop';
import { km } from './support/messages';

test('a member sets spending limits and takes a break; checkout refuses; an admin sees them', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const member = await memberWithMoney(request, '100.00', 'topup', 'Careful Buyer');
  await page.setViewportSize(phone);
  await signInThroughUi(page, member.phone, member.password);
  await page.goto('/profile');
  // The page's own session (signing in through the app replaced the one made for funding).
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'auth-token')!.value);
  const section = page.getByTestId('limits-section');

  await expect(section.getByTestId('limits-summary')).toBeVisible();
  await section.locator('input[name="daily"]').fill('0');
  await section.getByRole('button', { name: km['limits.save'] }).click();
  await expect(section).toContainText(errorMessage(ErrorCode.InvalidLimit, 'km'));
  await section.locator('input[name="daily"]').fill('5');
  await section.getByRole('button', { name: km['limits.save'] }).click();
  await expect(section.getByTestId('limits-saved')).toBeVisible();
  await expect(section.getByTestId('limits-summary')).toContainText('$5.00');

  // Over the day's limit: checkout refuses with its code, in words.
  const product = await productWithStock(request, '45', 2);
  const over = await call(
    request,
    '/api/customer/transaction/create',
    { products: [{ productId: product._id, qty: 2 }], isGift: true },
    token,
  );
  expect(over.code).toBe(ErrorCode.DailyLimitReached);

  // Raising waits a day: the summary says from when.
  await section.locator('input[name="daily"]').fill('50');
  await section.getByRole('button', { name: km['limits.save'] }).click();
  await expect(section.getByTestId('limits-summary')).toContainText('$50.00');
  await expect(section.getByTestId('limits-summary').locator('li').first()).toContainText('$5.00');

  // A break asks first, then holds.
  await section
    .getByRole('button', { name: km['limits.breakDays']!.replace('{days}', '7') })
    .click();
  const ask = page.getByTestId('confirm-dialog');
  await expect(ask).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}limits-break-confirm-km-375.png` });
  await ask.getByRole('button', { name: km['limits.breakDays']!.replace('{days}', '7') }).click();
  await expect(section.getByTestId('limits-break')).toBeVisible();
  expect(await overflowsHorizontally(page)).toBe(false);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}limits-km-375.png` });
  const onBreak = await call(
    request,
    '/api/customer/transaction/create',
    { products: [{ productId: product._id, qty: 1 }], isGift: true },
    token,
  );
  expect(onBreak.code).toBe(ErrorCode.TakingABreak);

  // An admin sees them on the member's row.
  const context = await browser.newContext({ viewport: phone });
  const admin = await context.newPage();
  await signInThroughUi(admin, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await admin.setViewportSize(desktop);
  await admin
    .context()
    .addCookies([{ name: 'locale', value: 'en', url: process.env.E2E_BASE_URL! }]);
  await admin.goto('/admin');
  await admin.getByRole('searchbox').fill(member.phone);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByTestId('member-list').locator('li').filter({ hasText: member.phone });
  await row.getByRole('button', { name: 'Limits' }).click();
  await expect(row.getByTestId('limits-summary')).toContainText('$5.00');
  await expect(row.getByTestId('limits-break')).toBeVisible();
  await admin.screenshot({ path: `${screenshotDir}admin-limits-en-1280.png` });
  await context.close();
});
