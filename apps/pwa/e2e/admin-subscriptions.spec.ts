import { openAdminTab } from './support/admin';
import { signInThroughUi } from './support/accounts';
import { e2eQuery } from './support/database';
import {
  desktop,
  expect,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';
import { call, memberWithMoney, productWithStock, signInByApi } from './support/shop';

/** How the admin's list shows a member's phone: the first three and last two digits. */
const masked = (digits: string) =>
  `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;

// My number, every draw (issue 32): when sales open the job buys members' numbers; the admin's
// Subscriptions tab shows whose they are (masked), and what came of the draw in words.
test("the admin sees members' subscriptions and each draw's outcome in the Subscriptions tab", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rich = await memberWithMoney(request, '20.00');
  const poor = await memberWithMoney(request, '0.01');
  const product = await productWithStock(request, '64', 2);
  const [draw] = await e2eQuery<{ id: string; day: string }>(
    `UPDATE game_event SET status = 'BREAK' WHERE status = 'ONGO'
     RETURNING id::text, to_char(draw_date, 'YYYY-MM-DD') AS day`,
  );
  try {
    const forFriend = await call(
      request,
      '/api/customer/subscription/add',
      { number: product.number, sets: 1, friendName: 'Sok Dara', friendPhone: '012345678' },
      rich.token,
    );
    expect(forFriend.code, forFriend.msg).toBe(0);
    const short = await call(
      request,
      '/api/customer/subscription/add',
      { number: product.number, sets: 1 },
      poor.token,
    );
    expect(short.code, short.msg).toBe(0);

    // The admin opens sales (the real admin call); the job runs the draw's subscriptions.
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
    await expect(async () => {
      const done = await e2eQuery<{ outcome: string }>(
        `SELECT r.outcome FROM subscription_run r
           JOIN number_subscription s ON s.id = r.subscription_id
          WHERE s.member_id IN ($1, $2) AND r.game_event_id = $3 AND r.outcome <> 'pending'`,
        [rich.id, poor.id, draw!.id],
      );
      expect(done).toHaveLength(2);
    }).toPass({ timeout: 90_000 });

    await page.setViewportSize(phone);
    await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
    await page.goto('/admin');
    await openAdminTab(page, 'លេខប្រចាំ');
    const list = page.getByTestId('admin-subscriptions');
    const bought = list.getByTestId('admin-subscription').filter({ hasText: masked(rich.phone) });
    await expect(bought).toContainText(product.number);
    await expect(bought).not.toContainText(rich.phone);
    await expect(bought).toContainText('សម្រាប់ Sok Dara');
    await expect(bought.getByTestId('admin-subscription-run')).toContainText(/បានទិញ \(.* #\d+\)/);
    const refused = list.getByTestId('admin-subscription').filter({ hasText: masked(poor.phone) });
    await expect(refused.getByTestId('admin-subscription-run')).toContainText(
      'មិនបានទិញ៖ សមតុល្យមិនគ្រប់គ្រាន់',
    );
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({
      path: `${screenshotDir}admin-subscriptions-km-375.png`,
      fullPage: true,
    });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: `${screenshotDir}admin-subscriptions-km-1280.png` });

    // The friend's order is in the friend's name; the member's screen says whom it buys for.
    const [order] = await e2eQuery<{ name: string }>(
      `SELECT cus_name AS name FROM purchase_order WHERE member_id = $1 AND game_event_id = $2`,
      [rich.id, draw!.id],
    );
    expect(order?.name).toBe('Sok Dara');
    const member = await page.context().browser()!.newPage({ viewport: phone });
    await signInThroughUi(member, rich.phone, rich.password);
    await member.goto('/profile/my-numbers');
    await expect(member.getByTestId('my-number').filter({ hasText: product.number })).toContainText(
      'សម្រាប់ Sok Dara',
    );
    await member.getByRole('checkbox').check();
    await member.screenshot({
      path: `${screenshotDir}my-numbers-friend-km-375.png`,
      fullPage: true,
    });
    await member.close();
  } finally {
    if (draw) await e2eQuery(`UPDATE game_event SET status = 'ONGO' WHERE id = $1`, [draw.id]);
  }
});

test('a member who is not topup is told a friend cannot be named, and is not offered it', async ({
  page,
  request,
}) => {
  const member = await memberWithMoney(request, '1.00', 'other');
  await page.setViewportSize(phone);
  await signInThroughUi(page, member.phone, member.password);
  await page.goto('/profile/my-numbers');
  const mine = page.getByTestId('my-numbers');
  await expect(mine).toContainText('វាត្រូវការរូបថតអត្តសញ្ញាណរបស់មិត្តភក្តិរៀងរាល់លើក');
  await expect(mine.getByRole('checkbox')).toHaveCount(0);
  await expect(mine.locator('input[name="friendName"]')).toHaveCount(0);
  expect(await overflowsHorizontally(page)).toBe(false);
  await page.screenshot({
    path: `${screenshotDir}my-numbers-not-topup-km-375.png`,
    fullPage: true,
  });
});
