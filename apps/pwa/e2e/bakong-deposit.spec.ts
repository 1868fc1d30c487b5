// Bakong's transaction check end to end: the member's deposit screen turns to "paid", with the
// new balance and without a reload, once the local Bakong stand-in (started by the server,
// BAKONG_API_ROOT=stand-in in the global setup) marks the QR code paid (issue 33).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { latinWords, newPhone, registerByApi, signInThroughUi } from './support/accounts';
import { expect, overflowsHorizontally, phone, test } from './support/fixtures';
import { openAdminTab } from './support/admin';

test.use({ viewport: phone });

const shots = '/tmp/shots/bakong/';

async function looksRight(page: Page, name: string, allowed: string[] = []) {
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(
    (await latinWords(page)).filter((word) => !allowed.some((ok) => ok.includes(word))),
  ).toEqual([]);
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

test('the deposit screen flips to paid with the new balance when Bakong reports the payment', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const tel = newPhone();
  await registerByApi(request, tel, 'lucky2026', 'ចាន់ សុភា');
  await signInThroughUi(page, tel, 'lucky2026');

  await page.goto('/profile/payment?type=deposit');
  await expect(page.getByTestId('payment-balance')).toHaveText('$0.00');
  await page.locator('input[name="amt"]').fill('5');
  await page.getByRole('button', { name: 'បង្កើតកូដ QR' }).click();
  const qr = page.getByTestId('deposit-qr');
  await expect(qr).toHaveAttribute('data-status', 'pending');
  const refId = (await page.getByTestId('deposit-ref').textContent())!.trim();
  await looksRight(page, 'deposit-pending-km-375', [refId, 'QR', 'USD']);

  // Paying from the same phone: Bakong's deep link opens the banking app on this payment.
  await expect(page.getByTestId('open-bank')).toHaveAttribute(
    'href',
    /^https:\/\/bakong\.page\.link\/stand-in-[0-9a-f]{12}$/,
  );
  // "Save QR image": a PNG of the code, to pick in the banking app on the same phone.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'រក្សាទុករូបភាព QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`khqr-${refId}.png`);
  const png = readFileSync((await download.path())!);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

  // The banking app pays: Bakong (the stand-in) now knows the QR code's transaction.
  const paid = await request.post('/api/dev/bakong/pay', { data: { RefId: refId } });
  expect((await paid.json()).code).toBe(0);

  // No reload: the screen asks again by itself and shows the money and the new balance.
  await expect(qr).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 });
  await expect(page.getByTestId('deposit-new-balance')).toHaveText('សមតុល្យរបស់អ្នកឥឡូវនេះ $5.00');
  await expect(page.getByTestId('payment-balance')).toHaveText('$5.00');
  await looksRight(page, 'deposit-paid-km-375', [refId, 'USD']);

  // The admin sees the check working and today's Bakong transaction with no difference for it.
  const context = await browser.newContext({ viewport: phone });
  const admin = await context.newPage();
  await signInThroughUi(admin, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await admin.goto('/admin');
  await openAdminTab(admin, 'កាបូបប្រាក់');
  await expect(admin.getByTestId('bakong-check').getByRole('status')).toContainText('បើក៖');
  await expect(admin.getByTestId('bakong-token-expired')).toHaveCount(0);
  const reconcile = admin.getByTestId('bakong-reconcile');
  await reconcile.getByRole('button', { name: 'ប្រៀបធៀប' }).click();
  await expect(reconcile.getByRole('status')).toContainText('ប្រតិបត្តិការបាគង');
  await expect(reconcile.getByTestId('bakong-difference').filter({ hasText: refId })).toHaveCount(
    0,
  );
  const [csv] = await Promise.all([
    admin.waitForEvent('download'),
    reconcile.getByRole('button', { name: 'ទាញយក' }).click(),
  ]);
  expect(readFileSync((await csv.path())!, 'utf8')).toMatch(
    new RegExp(`${refId},[0-9a-f]{64},5\\.00,5\\.00,USD,confirmed,,\\r\\n`),
  );
  expect(await overflowsHorizontally(admin)).toBe(false);
  await admin.screenshot({ path: `${shots}admin-bakong-km-375.png`, fullPage: true });
  await context.close();
});
