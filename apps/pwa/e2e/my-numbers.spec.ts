import { signInThroughUi, latinWords } from './support/accounts';
import { e2eQuery } from './support/database';
import { expect, overflowsHorizontally, phone, screenshotDir, test } from './support/fixtures';
import { call, memberWithMoney, productWithStock, signInByApi } from './support/shop';

// My number, every draw (issue 32): the member subscribes in Khmer, the admin opens sales, and
// the number is bought for the member from their balance.
test('a member adds a number in Khmer; when the admin opens sales it is bought for them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await memberWithMoney(request, '20.00');
  const product = await productWithStock(request, '46', 2);
  // Sales paused, as before a draw opens.
  const [draw] = await e2eQuery<{ id: string }>(
    `UPDATE game_event SET status = 'BREAK' WHERE status = 'ONGO' RETURNING id::text`,
  );
  try {
    await page.setViewportSize(phone);
    await signInThroughUi(page, member.phone, member.password);
    await page.goto('/profile');
    await page.getByTestId('profile-numbers-link').click();
    const mine = page.getByTestId('my-numbers');
    await expect(mine.getByRole('heading')).toHaveText('លេខរបស់ខ្ញុំ គ្រប់ការចាប់ឆ្នោត');
    await mine.locator('input[name="number"]').fill(product.number);
    await mine.locator('select[name="sets"]').selectOption('2');
    await mine.getByRole('button', { name: 'បន្ថែម' }).click();
    const row = mine.getByTestId('my-number').filter({ hasText: product.number });
    await expect(row).toContainText('2 ឈុត');
    await expect(row.getByTestId('my-number-run')).toHaveCount(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect((await latinWords(page)).filter((word) => !/^\d/.test(word))).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}my-numbers-added-km-375.png`, fullPage: true });

    // The admin opens sales (the real admin call).
    const admin = await signInByApi(
      request,
      process.env.E2E_ADMIN_PHONE!,
      process.env.E2E_ADMIN_PASSWORD!,
    );
    const opened = await call(
      request,
      '/api/company/draw/status',
      { gameEventId: draw!.id, status: 'ONGO' },
      admin,
    );
    expect(opened.code, opened.msg).toBe(0);

    // The member sees it bought: on this page, in my tickets, and in the balance.
    await expect(async () => {
      await page.reload();
      await expect(
        page
          .getByTestId('my-number')
          .filter({ hasText: product.number })
          .getByTestId('my-number-run'),
      ).toHaveAttribute('data-outcome', 'bought');
    }).toPass();
    await expect(page.getByTestId('my-number-run').first()).toContainText('បានទិញ');
    await page.screenshot({ path: `${screenshotDir}my-numbers-bought-km-375.png`, fullPage: true });
    await page.goto('/profile/my-tickets');
    await expect(page.getByText(product.number).first()).toBeVisible();
    // (The UI sign-in ended the API session: the balance is read from the database.)
    const [after] = await e2eQuery<{ cents: string }>(
      'SELECT balance::text AS cents FROM member WHERE id = $1',
      [member.id],
    );
    expect(Number(after!.cents)).toBeLessThan(20_00);
  } finally {
    if (draw) await e2eQuery(`UPDATE game_event SET status = 'ONGO' WHERE id = $1`, [draw.id]);
  }
});
