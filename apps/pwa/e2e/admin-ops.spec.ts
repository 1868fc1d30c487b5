import { fileURLToPath } from 'node:url';
import { newPhone, registerByApi } from './support/accounts';
import { adminOn, openAdminTab } from './support/admin';
import { e2eQuery } from './support/database';
import {
  desktop,
  expect,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';
import { pickDate } from './support/date-field';

test.afterEach(() => e2eQuery(`UPDATE site_setting SET closed = false WHERE agent_id = 'default'`));

test('an admin closes the shop from the app, keeps the admin pages, and reopens it', async ({
  page,
  browser,
}) => {
  const admin = await adminOn(browser, 'ការកំណត់គេហទំព័រ');
  const settings = admin.getByTestId('admin-settings');
  await settings.getByRole('checkbox').check();
  await settings.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(settings.getByRole('status')).toBeVisible();

  // Visitors get the maintenance page; sign-in and the admin pages stay reachable.
  await page.setViewportSize(phone);
  await page.goto('/draw-results');
  await expect(page).toHaveURL(/\/temporarily-closed$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await admin.goto('/');
  await expect(admin).toHaveURL(/\/temporarily-closed$/);
  // The maintenance page offers an admin the way back.
  await admin.getByRole('link', { name: 'ទៅកាន់ការគ្រប់គ្រង' }).click();
  await expect(admin).toHaveURL(/\/admin/);
  await admin.screenshot({ path: `${screenshotDir}admin-closed-settings-km-375.png` });
  const again = admin.getByTestId('admin-settings');
  await expect(again.getByRole('checkbox')).toBeChecked();
  await again.getByRole('checkbox').uncheck();
  await again.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(again.getByRole('status')).toBeVisible();
  await admin.goto('/');
  await expect(admin).toHaveURL(/\/$/);
  await page.reload();
  await page.goto('/draw-results');
  await expect(page).toHaveURL(/\/draw-results$/);
  await admin.context().close();
});

test('the "credit the winner" button is visible and pays a waiting prize', async ({
  browser,
  request,
}) => {
  const tel = newPhone();
  await registerByApi(request, tel, 'winner2026', 'Prize Winner');
  const [sheet] = await e2eQuery<{ id: string; game_event_id: string; number: string }>(
    `SELECT s.id, s.game_event_id, s.number FROM sheet s
      WHERE NOT EXISTS (SELECT 1 FROM ticket_prize p WHERE p.sheet_id = s.id) LIMIT 1`,
  );
  await e2eQuery(
    `INSERT INTO ticket_prize (sheet_id, kind, agent_id, game_event_id, member_id, number, amount, status)
     SELECT $1, 'first', 'default', $2, id, $3, 600000000, 'waiting' FROM member WHERE username = $4`,
    [sheet!.id, sheet!.game_event_id, sheet!.number, tel],
  );
  for (const [viewport, name] of [
    [phone, 'km-375'],
    [desktop, 'km-1280'],
  ] as const) {
    const admin = await adminOn(browser, 'រង្វាន់', viewport);
    const row = admin.getByTestId('prize-admin').locator('li').filter({ hasText: 'Prize Winner' });
    const credit = row.getByRole('button', { name: 'បញ្ចូលប្រាក់ឱ្យអ្នកឈ្នះ' });
    await expect(credit).toBeVisible();
    // Readable: the primary colours, not white on white.
    const colours = await credit.evaluate((button) => {
      const style = getComputedStyle(button);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(colours.background).not.toBe(colours.color);
    expect(colours.background).not.toBe('rgb(255, 255, 255)');
    await admin.screenshot({ path: `${screenshotDir}admin-prize-credit-${name}.png` });
    if (name === 'km-1280') {
      await credit.click();
      await expect(row).toHaveCount(0);
      const [prize] = await e2eQuery<{ status: string }>(
        `SELECT status FROM ticket_prize WHERE sheet_id = $1 AND kind = 'first'`,
        [sheet!.id],
      );
      expect(prize!.status).toBe('credited');
    }
    await admin.context().close();
  }
});

test('an admin sets a member to buy for customers (payment type), audited', async ({
  browser,
  request,
}) => {
  const tel = newPhone();
  await registerByApi(request, tel, 'agent2026', 'Reseller Person');
  const admin = await adminOn(browser, 'សមាជិក');
  await admin.getByRole('searchbox').fill(tel);
  await admin.getByRole('button', { name: 'ស្វែងរក' }).click();
  const row = admin.getByTestId('member-list').locator('li').filter({ hasText: tel });
  const type = row.getByRole('combobox', { name: 'របៀបបង់ប្រាក់' });
  await expect(type).toHaveValue('topup');
  await type.selectOption('other');
  await expect(type).toHaveValue('other');
  const [stored] = await e2eQuery<{ prefix_payment: string }>(
    `SELECT prefix_payment FROM member WHERE username = $1`,
    [tel],
  );
  expect(stored!.prefix_payment).toBe('other');
  expect(await overflowsHorizontally(admin)).toBe(false);
  await admin.screenshot({ path: `${screenshotDir}admin-payment-type-km-375.png` });
  // The audit log says it in words, in the admin's language.
  await openAdminTab(admin, 'កំណត់ហេតុសកម្មភាព');
  const latest = admin.getByTestId('audit-list').locator('li').first();
  await expect(latest).toContainText('ប្ដូររបៀបបង់ប្រាក់');
  await expect(latest.getByTestId('audit-detail')).toHaveText('បញ្ចូលប្រាក់ → ទិញឱ្យអតិថិជន');
  await admin.screenshot({ path: `${screenshotDir}admin-audit-km-375.png` });
  await admin.context().close();
});

test('an admin edits the title, share image and chat handle; shared links preview them', async ({
  browser,
  request,
}) => {
  const admin = await adminOn(browser, 'ការកំណត់គេហទំព័រ');
  const settings = admin.getByTestId('admin-settings');
  await settings.locator('input[name="webTitle"]').fill('Lucky Seven Shop');
  await settings.locator('input[name="telegram"]').fill('lucky_seven_kh');
  await settings.locator('input[name="socialShare"]').fill('https://cdn.example/lucky.png');
  // The logo is uploaded from the admin page (a public site image).
  await settings
    .locator('input[name="logoFile"]')
    .setInputFiles(fileURLToPath(new URL('./fixtures/id-card.png', import.meta.url)));
  await expect(settings.locator('input[name="logo"]')).toHaveValue(/^\/uploads\/img\//);
  await admin.screenshot({ path: `${screenshotDir}admin-settings-km-375.png`, fullPage: true });
  await settings.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(settings.getByRole('status')).toBeVisible();
  try {
    const page = await (await request.get('/ex/ticket?t=abc')).text();
    expect(page).toContain('<meta property="og:title" content="Lucky Seven Shop">');
    expect(page).toContain('<meta property="og:image" content="https://cdn.example/lucky.png">');
    expect(page).toMatch(/<meta property="og:description" content="[^"]+">/);
    const [stored] = await e2eQuery<{ telegram: string; logo: string }>(
      `SELECT telegram, logo FROM site_setting WHERE agent_id = 'default'`,
    );
    expect(stored!.telegram).toBe('lucky_seven_kh');
    expect(stored!.logo).toMatch(/^\/uploads\/img\//);
    // The new logo is the one the shop shows.
    await admin.goto('/');
    await expect(admin.locator('header img').first()).toHaveAttribute('src', stored!.logo);
  } finally {
    await e2eQuery(
      `UPDATE site_setting SET web_title = 'ហាងឆ្នោតថៃ', telegram = 'lottothai_kh',
              social_share = '/icons/share.png', logo = '/icons/logo.svg' WHERE agent_id = 'default'`,
    );
    await admin.context().close();
  }
});

test("/color-setting is for admins, and an admin saves the shop's theme from it", async ({
  page,
  browser,
}) => {
  await page.goto('/color-setting');
  await expect(page).toHaveURL(/\/$/);

  const admin = await adminOn(browser, 'ការកំណត់គេហទំព័រ');
  await admin.goto('/color-setting');
  await admin.locator('button[data-theme="5"]').click();
  await admin.getByTestId('save-theme').click();
  try {
    await expect(admin.getByText('បានរក្សាទុក។')).toBeVisible();
    const [stored] = await e2eQuery<{ theme: number }>(
      `SELECT theme FROM site_setting WHERE agent_id = 'default'`,
    );
    expect(stored!.theme).toBe(5);
    await admin.screenshot({ path: `${screenshotDir}color-setting-saved-km-375.png` });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', '5');
  } finally {
    await e2eQuery(`UPDATE site_setting SET theme = 1 WHERE agent_id = 'default'`);
    await admin.context().close();
  }
});

test('an admin changes a payout in the prize table; visitors read it from the results page', async ({
  page,
  browser,
}) => {
  const [old] = await e2eQuery<{ payout_cents: string }>(
    `SELECT payout_cents::text FROM prize_table WHERE agent_id = 'default' AND kind = 'last2'`,
  );
  const admin = await adminOn(browser, 'រង្វាន់');
  const form = admin.getByTestId('prize-payout');
  await form.locator('select[name="kind"]').selectOption('last2');
  await form.locator('input[name="payout"]').fill('0');
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  await expect(form.getByTestId('form-error')).toBeVisible();
  await form.locator('input[name="payout"]').fill('61.25');
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  try {
    await expect(form.getByText('បានរក្សាទុក។')).toBeVisible();
    // The audit row names the prize and the amounts in words, not `last2` and raw decimals.
    await openAdminTab(admin, 'កំណត់ហេតុសកម្មភាព');
    const detail = admin
      .getByTestId('audit-list')
      .locator('li')
      .first()
      .getByTestId('audit-detail');
    await expect(detail).toContainText('រង្វាន់: ២ ខ្ទង់ចុងក្រោយ');
    await expect(detail).toContainText('→ $61.25');
    await expect(detail).not.toContainText('last2');
    await admin.screenshot({ path: `${screenshotDir}admin-audit-prize-km-375.png` });
    await page.setViewportSize(phone);
    await page.goto('/draw-results');
    await page.getByTestId('prize-table-link').click();
    await expect(page).toHaveURL(/\/prize-table$/);
    await expect(page.getByTestId('prize-table').locator('tr[data-kind="last2"]')).toContainText(
      '$61.25',
    );
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}prize-table-km-375.png`, fullPage: true });
  } finally {
    await e2eQuery(
      `UPDATE prize_table SET payout_cents = $1 WHERE agent_id = 'default' AND kind = 'last2'`,
      [old!.payout_cents],
    );
    await admin.context().close();
  }
});

test('an admin sets the draw\'s live broadcast; home shows a "live" banner in its window', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [open] = await e2eQuery<{ id: string; round_name: string }>(
    `SELECT id::text, round_name FROM game_event WHERE status = 'ONGO' ORDER BY id DESC LIMIT 1`,
  );
  // Starting in ten minutes, Bangkok time (UTC+7): inside the banner's window.
  const soon = new Date(Date.now() + 7 * 3_600_000 + 10 * 60_000).toISOString().slice(0, 16);
  const admin = await adminOn(browser, 'ការចាប់ឆ្នោត');
  const row = admin
    .getByTestId('admin-draw')
    .filter({ has: admin.getByTitle(open!.round_name, { exact: true }) });
  await row.getByRole('button', { name: 'ស្តុក និងលទ្ធផល' }).click();
  const form = admin.getByTestId('draw-live');
  await form.locator('input[name="liveUrl"]').fill('https://www.youtube.com/live/lottery');
  await pickDate(form, 'liveAt', soon);
  await form.getByRole('button', { name: 'រក្សាទុក' }).click();
  try {
    await expect(form.getByText('បានរក្សាទុក។')).toBeVisible();
    await page.setViewportSize(phone);
    await page.goto('/');
    const banner = page.getByTestId('live-banner');
    await expect(banner).toHaveAttribute('href', 'https://www.youtube.com/live/lottery');
    await page.screenshot({ path: `${screenshotDir}home-live-km-375.png` });
    // Outside the window (tomorrow), no banner.
    await e2eQuery(`UPDATE game_event SET live_at = now() + interval '1 day' WHERE id = $1`, [
      open!.id,
    ]);
    // Home is a cacheable GET (max-age 5 s, then revalidated): the banner goes within that.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('draw-top')).toBeVisible();
      await expect(banner).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
  } finally {
    await e2eQuery(`UPDATE game_event SET live_url = NULL, live_at = NULL WHERE id = $1`, [
      open!.id,
    ]);
    await admin.context().close();
  }
});
