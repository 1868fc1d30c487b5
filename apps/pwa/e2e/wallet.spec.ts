import { readFileSync } from 'node:fs';
import { errorMessage, ErrorCode } from '@lottery/contracts';
import type { Page } from '@playwright/test';
import {
  latinWords,
  lastOtp,
  newPhone,
  registerByApi,
  signInThroughUi,
  smsCount,
} from './support/accounts';
import { adminOn, openAdminTab } from './support/admin';
import { e2eQuery } from './support/database';
import { desktop, expect, overflowsHorizontally, phone, test } from './support/fixtures';

test.use({ viewport: phone });

const shots = '/tmp/shots/wallet/';

/** A tidy phone screen: nothing wider than the viewport and no English left in the Khmer text. */
async function looksRight(page: Page, name: string, checkWords = true) {
  expect(await overflowsHorizontally(page)).toBe(false);
  if (checkWords) expect(await latinWords(page)).toEqual([]);
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

test('a member deposits $10 by QR, the admin confirms it, the member withdraws it and the admin pays', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const tel = newPhone();
  await registerByApi(request, tel, 'lucky2026', 'សុខ ចន្ថា');
  await signInThroughUi(page, tel, 'lucky2026');

  // Deposit: the riel amount follows the typing, then a QR code with both amounts.
  await page.goto('/profile/payment?type=deposit');
  await expect(page.getByTestId('payment-balance')).toHaveText('$0.00');
  await page.locator('input[name="amt"]').fill('10');
  await expect(page.getByTestId('amount-khr')).toHaveText('ស្មើនឹង ៛40,000.00');
  await looksRight(page, 'deposit-form-km-375');
  await page.getByRole('button', { name: 'បង្កើតកូដ QR' }).click();
  const qr = page.getByTestId('deposit-qr');
  await expect(qr).toHaveAttribute('data-status', 'pending');
  await expect(qr.locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('deposit-usd')).toHaveText('$10.00');
  await expect(page.getByTestId('deposit-khr')).toHaveText('៛40,000.00');
  await expect(page.getByTestId('deposit-time-left')).toHaveText(/^\d+:\d\d$/);
  const refId = (await page.getByTestId('deposit-ref').textContent())!.trim();
  expect(refId).not.toBe('');
  // The reference id is data, not interface text.
  expect((await latinWords(page)).filter((word) => !refId.includes(word))).toEqual([]);
  await looksRight(page, 'deposit-qr-km-375', false);
  // A look at the history and back: the QR code being paid is still there.
  await page.getByRole('tab', { name: 'ប្រវត្តិ' }).click();
  await expect(page.getByTestId('history-deposits')).toContainText('កំពុងរង់ចាំ');
  await page.getByRole('tab', { name: 'ដាក់ប្រាក់' }).click();
  await expect(page.getByTestId('deposit-ref')).toHaveText(refId);
  // Leaving the page (a full reload forgets it): the pending row in the history reopens the QR.
  await page.goto('/');
  await page.goto('/profile/payment?type=history');
  await page
    .getByTestId('history-deposits')
    .getByTestId('history-row')
    .filter({ hasText: refId })
    .getByRole('button', { name: 'បង្ហាញកូដ QR ម្ដងទៀត' })
    .click();
  await expect(page.getByTestId('deposit-ref')).toHaveText(refId);

  // The admin sees it in the pending deposits, found by the member's phone, and confirms it.
  const admin = await adminOn(browser, 'ការដាក់ប្រាក់');
  await admin.getByRole('searchbox').fill(tel);
  await admin.getByRole('button', { name: 'ស្វែងរក' }).click();
  const row = admin.getByTestId('admin-deposit').filter({ hasText: refId });
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('សុខ ចន្ថា');
  await admin.screenshot({ path: `${shots}admin-deposits-km-375.png`, fullPage: true });
  expect(await overflowsHorizontally(admin)).toBe(false);
  await row.getByRole('button', { name: 'បញ្ជាក់ថាបានទទួល' }).click();
  // Crediting money asks first, naming the amount and the member, then says it was done.
  const ask = admin.getByTestId('confirm-dialog');
  await expect(ask).toContainText('$10.00');
  await expect(ask).toContainText('សុខ ចន្ថា');
  await admin.screenshot({ path: `${shots}admin-deposit-confirm-km-375.png` });
  await ask.getByRole('button', { name: 'បញ្ជាក់ថាបានទទួល' }).click();
  await expect(admin.getByTestId('deposit-confirmed')).toContainText('$10.00');
  await expect(admin.getByTestId('admin-deposit').filter({ hasText: refId })).toHaveCount(0);

  // The member's QR turns to "received" by itself, and the balance shows it in both currencies.
  await expect(qr).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 });
  await expect(qr.getByRole('status').first()).toContainText('បានទទួលប្រាក់');
  await expect(page.getByTestId('payment-balance')).toHaveText('$10.00');
  await page.getByRole('group', { name: 'រូបិយប័ណ្ណ' }).getByRole('button', { name: 'KHR' }).click();
  await expect(page.getByTestId('payment-balance')).toHaveText('៛40,000.00');
  await looksRight(page, 'deposit-received-km-375', false);

  // Withdraw: without a bank account the page says so and links to the profile.
  await page.getByRole('tab', { name: 'ដកប្រាក់' }).click();
  await expect(page.getByTestId('withdraw-amount')).toHaveText('៛40,000.00');
  await expect(page.getByTestId('withdraw-no-bank')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ដកសមតុល្យទាំងអស់' })).toBeDisabled();
  await looksRight(page, 'withdraw-no-bank-km-375');
  await page.getByRole('link', { name: 'បន្ថែមគណនីធនាគារ' }).click();
  const bank = page.getByTestId('bank-section');
  await bank.getByRole('button', { name: 'បន្ថែម' }).click();
  await bank.locator('select').selectOption({ index: 1 });
  const bankName = await bank.locator('select option:checked').textContent();
  await bank.locator('input').nth(0).fill('សុខ ចន្ថា');
  await bank.locator('input').nth(1).fill('000 777 888');
  const sent = smsCount(tel);
  await bank.locator('button[type="submit"]').click();
  await bank.getByTestId('otp-input').fill(await lastOtp(tel, sent));
  await bank.locator('button[type="submit"]').click();
  await expect(bank.locator('dl')).toContainText('000777888');

  // Back through the profile's own link (in-app: the chosen currency stays riel).
  await page.getByRole('link', { name: 'ដាក់ និងដកប្រាក់' }).click();
  await page.getByRole('tab', { name: 'ដកប្រាក់' }).click();
  await expect(page.getByTestId('withdraw-bank')).toContainText('000777888');
  await page.getByRole('button', { name: 'ដកសមតុល្យទាំងអស់' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('ដក ៛40,000.00 ទាំងអស់');
  await page.screenshot({ path: `${shots}withdraw-confirm-km-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'បញ្ជាក់ការដកប្រាក់' }).click();
  const done = page.getByTestId('withdraw-done');
  await expect(done).toContainText('បានស្នើសុំដកប្រាក់ហើយ');
  await expect(done).toContainText('៛40,000.00');
  await expect(done).toContainText(bankName!.trim());
  await expect(page.getByTestId('payment-balance')).toHaveText('៛0.00');
  await expect(done.getByRole('button', { name: 'ទាក់ទងយើង' })).toBeVisible();
  await looksRight(page, 'withdraw-done-km-375', false);

  // The admin pays it with the bank's reference.
  await openAdminTab(admin, 'ការដកប្រាក់');
  await admin.getByRole('searchbox').fill(tel);
  await admin.getByRole('button', { name: 'ស្វែងរក' }).click();
  const withdrawal = admin.getByTestId('admin-withdrawal').filter({ hasText: '000777888' });
  await expect(withdrawal).toContainText('$10.00');
  await withdrawal.getByRole('button', { name: 'ផ្ទេរប្រាក់' }).click();
  await withdrawal.locator('input[name="bankReference"]').fill('ABA-TRX-4471');
  await admin.screenshot({ path: `${shots}admin-withdrawals-km-375.png`, fullPage: true });
  await withdrawal.getByRole('button', { name: 'កត់ត្រាថាបានផ្ទេររួច' }).click();
  await expect(admin.getByTestId('admin-withdrawal').filter({ hasText: '000777888' })).toHaveCount(
    0,
  );

  // Both appear in the member's history, with their statuses.
  await page.getByRole('tab', { name: 'ប្រវត្តិ' }).click();
  const deposits = page.getByTestId('history-deposits');
  await expect(deposits.getByTestId('history-row')).toHaveCount(1);
  await expect(deposits).toContainText('៛40,000.00');
  await expect(deposits).toContainText('បានទទួល');
  await expect(deposits).toContainText(refId);
  await page.getByRole('button', { name: 'ការដកប្រាក់' }).click();
  const withdrawals = page.getByTestId('history-withdrawals');
  await expect(withdrawals.getByTestId('history-row')).toHaveCount(1);
  await expect(withdrawals).toContainText('៛40,000.00');
  await expect(withdrawals).toContainText('បានផ្ទេររួច');
  await expect(withdrawals).toContainText('ABA-TRX-4471');
  await page.screenshot({ path: `${shots}history-km-375.png`, fullPage: true });
  expect(await overflowsHorizontally(page)).toBe(false);

  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${shots}history-km-1280.png`, fullPage: true });
  await admin.setViewportSize(desktop);
  await openAdminTab(admin, 'កាបូបប្រាក់');
  // A balance adjustment needs a reason; with one, the member's new balance is shown.
  const adjust = admin.getByTestId('adjust-balance');
  await adjust.getByRole('searchbox').fill(tel);
  await adjust.getByRole('button', { name: 'ស្វែងរក' }).click();
  await adjust.getByRole('button', { name: 'ជ្រើសរើស' }).click();
  await adjust.locator('input[name="amt"]').fill('2.50');
  await adjust.getByRole('button', { name: 'កែតម្រូវសមតុល្យរបស់ សុខ ចន្ថា' }).click();
  await expect(adjust.getByRole('alert')).toHaveText(errorMessage(ErrorCode.MissingField, 'km'));
  await adjust.locator('input[name="reason"]').fill('សំណងការផ្ទេរយឺត');
  await adjust.getByRole('button', { name: 'កែតម្រូវសមតុល្យរបស់ សុខ ចន្ថា' }).click();
  await expect(adjust.getByRole('status')).toHaveText('សមតុល្យថ្មីរបស់ សុខ ចន្ថា៖ $2.50');
  await admin.getByRole('button', { name: 'ផ្ទៀងផ្ទាត់ឥឡូវ' }).click();
  await expect(admin.getByTestId('reconcile').getByRole('status')).toContainText(
    'សមតុល្យទាំងអស់ត្រឹមត្រូវ',
  );
  // The ledger as a CSV file: this member's deposit, withdrawal and adjustment are in it.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByTestId('ledger-export').getByRole('button', { name: 'ទាញយក' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(refId);
  expect(csv.split('\n').filter((line) => line.includes(tel))).toHaveLength(3);
  await admin.screenshot({ path: `${shots}admin-wallet-km-1280.png`, fullPage: true });
  await admin.context().close();
});

test('a wrong amount is refused before any QR code, and offline the deposit button waits', async ({
  page,
  request,
}) => {
  const tel = newPhone();
  await registerByApi(request, tel, 'lucky2026', 'ម៉ៅ វិចិត្រ');
  await signInThroughUi(page, tel, 'lucky2026');
  await page.goto('/profile/payment?type=deposit');
  await page.locator('input[name="amt"]').fill('abc');
  await page.getByRole('button', { name: 'បង្កើតកូដ QR' }).click();
  await expect(page.getByRole('alert')).toHaveText(errorMessage(ErrorCode.InvalidPayment, 'km'));
  await expect(page.getByTestId('deposit-qr')).toHaveCount(0);
  // Zero asks for an amount rather than calling it an invalid payment.
  await page.locator('input[name="amt"]').fill('0');
  await page.getByRole('button', { name: 'បង្កើតកូដ QR' }).click();
  await expect(page.getByRole('alert')).toHaveText(errorMessage(ErrorCode.MissingAmount, 'km'));

  await page.context().setOffline(true);
  await page.locator('input[name="amt"]').fill('5');
  await expect(page.getByRole('button', { name: 'បង្កើតកូដ QR' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'បង្កើតកូដ QR' })).toBeEnabled();
});

test('reconciling names a ledger entry whose balance after is wrong, in Khmer', async ({
  request,
  browser,
}) => {
  const tel = newPhone();
  await registerByApi(request, tel, 'lucky2026', 'ម៉ៅ សុភា');
  const [member] = await e2eQuery<{ id: string }>(
    'SELECT id::text AS id FROM member WHERE username = $1',
    [tel],
  );
  // An entry written behind the ledger's back: its 1.00 is in the balance (balances still
  // match), its balance after is not the running sum.
  const [forged] = await e2eQuery<{ id: string }>(
    `INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference)
     VALUES ('default', $1, 'purchase', 100, 999, 'forged') RETURNING id::text AS id`,
    [member!.id],
  );
  await e2eQuery('UPDATE member SET balance = balance + 100 WHERE id = $1', [member!.id]);
  try {
    const admin = await adminOn(browser, 'កាបូបប្រាក់');
    await admin.getByRole('button', { name: 'ផ្ទៀងផ្ទាត់ឥឡូវ' }).click();
    const status = admin.getByTestId('reconcile').getByRole('status');
    await expect(status).toContainText('សមតុល្យទាំងអស់ត្រឹមត្រូវ');
    await expect(status).toContainText('ធាតុបញ្ជីគណនី 1 មានសមតុល្យក្រោយប្រតិបត្តិការមិនត្រឹមត្រូវ');
    await expect(status.getByRole('listitem')).toHaveText(
      `ធាតុ ${forged!.id} របស់សមាជិក #${member!.id}៖ 9.99 ≠ 1.00`,
    );
    await admin.getByTestId('reconcile').scrollIntoViewIfNeeded();
    // The export's heading names the file format (CSV); no other Latin words on the page.
    expect((await latinWords(admin)).filter((word) => word !== 'CSV')).toEqual([]);
    await looksRight(admin, 'reconcile-wrong-entry-km-375', false);
    await admin.setViewportSize(desktop);
    await admin
      .getByTestId('reconcile')
      .screenshot({ path: `${shots}reconcile-wrong-entry-km-1280.png` });
    await admin.context().close();
  } finally {
    // The ledger refuses deletes: the test takes its forgery back the only way there is.
    await e2eQuery(
      `ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_append_only;
       DELETE FROM ledger_entry WHERE id = ${Number(forged!.id)};
       ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_append_only;
       UPDATE member SET balance = balance - 100 WHERE id = ${Number(member!.id)}`,
    );
  }
});
