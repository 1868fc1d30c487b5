import { signInThroughUi } from './support/accounts';
import { e2eQuery } from './support/database';
import { expect, overflowsHorizontally, phone, screenshotDir, test } from './support/fixtures';
import { memberWithMoney } from './support/shop';

// Notice channels (issue 30): in the profile, in Khmer, a member turns SMS on for results; the
// channels that cannot reach them yet are disabled and say what to do first.
test('a member picks channels per kind of notice in the profile, in Khmer', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await memberWithMoney(request, '1.00');
  await page.setViewportSize(phone);
  await signInThroughUi(page, member.phone, member.password);
  await page.goto('/profile');
  const section = page.getByTestId('notice-channels');
  await expect(section.getByRole('heading')).toHaveText('ដំណឹងតាមផ្លូវណា');
  await expect(section.getByRole('row')).toHaveCount(6); // the head and five kinds

  // Not linked to Telegram (or the shop has no bot): disabled, with the reason.
  await expect(section.getByTestId('notice-results-telegram')).toBeDisabled();
  await expect(section.getByTestId('notice-why-telegram')).toContainText('Telegram');
  await expect(section.getByTestId('notice-why-telegram')).toHaveText(
    /ភ្ជាប់ Telegram ជាមុនសិន|ហាងមិនទាន់ភ្ជាប់ Telegram/,
  );

  const sms = section.getByTestId('notice-results-sms');
  await expect(sms).toBeEnabled();
  await expect(sms).not.toBeChecked();
  await sms.click(); // switched once the shop answers (the grid after the change)
  await expect(sms).toBeChecked();
  await expect(sms).toBeEnabled();
  expect(await overflowsHorizontally(page)).toBe(false);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}notice-channels-km-375.png`, fullPage: true });
  await section.screenshot({ path: `${screenshotDir}notice-channels-section-km-375.png` });

  // Kept: after a reload the switch is still on, and the shop stored the member's choice.
  await page.reload();
  await expect(page.getByTestId('notice-results-sms')).toBeChecked();
  await expect(page.getByTestId('notice-won-sms')).not.toBeChecked();
  const stored = await e2eQuery<{ enabled: boolean }>(
    `SELECT enabled FROM notice_preference WHERE member_id = $1 AND kind = 'results' AND channel = 'sms'`,
    [member.id],
  );
  expect(stored).toEqual([{ enabled: true }]);
});
