import { memberWithMoney } from './support/shop';
import { signInThroughUi } from './support/accounts';
import { expect, fontsLoaded, phone, screenshotDir, test } from './support/fixtures';
import { km } from './support/messages';

test.use({ viewport: phone });

test('a section whose read failed says so with "try again", and shows its answer after it', async ({
  page,
  request,
}) => {
  const member = await memberWithMoney(request, '12.00');
  await signInThroughUi(page, member.phone, member.password);
  // The history's reads are lost on the way (the one asked again too) until the server is back.
  let down = true;
  await page.route('**/api/customer/payment/getHistoryDeposit', (route) =>
    down ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/profile/payment?type=history');
  const failed = page.getByTestId('history-failed');
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: km['common.retry'] })).toBeVisible();
  await fontsLoaded(page);
  await page.screenshot({ path: `${screenshotDir}history-failed-km-375.png`, fullPage: true });

  down = false;
  await failed.getByRole('button', { name: km['common.retry'] }).click();
  await expect(page.getByTestId('history-deposits')).toContainText(km['payment.noHistory']!);
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('payment-balance')).toContainText('12.00');
  await page.screenshot({ path: `${screenshotDir}wallet-history-km-375.png`, fullPage: true });
});

test('search results page by page, on a phone in Khmer', async ({ page }) => {
  await page.goto('/');
  const form = page.getByTestId('search-form');
  await form.getByLabel('២ ខ្ទង់ចុងក្រោយ').fill('45');
  await form.getByLabel('២ ខ្ទង់ចុងក្រោយ').press('Enter');
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('ticket-card').first()).toBeVisible();
  await fontsLoaded(page);
  await results.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}search-km-375.png` });
});
