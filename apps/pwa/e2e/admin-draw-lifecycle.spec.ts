import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signInThroughUi } from './support/accounts';
import { openAdminTab } from './support/admin';
import { e2eQuery } from './support/database';
import { expect, phone, screenshotDir, test } from './support/fixtures';
import { pickDate } from './support/date-field';

// A real past result set, published for the new draw as an admin would type it in.
const { draws } = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../server/data/thai-lottery-results.json', import.meta.url)),
    'utf8',
  ),
) as { draws: Array<{ prizes: Record<string, { numbers: string[] }> }> };
const results = draws[0]!.prizes;
const roundName = 'E2E งวด 16 ม.ค. 2570';

test.afterEach(async () => {
  // Leave the demo shop as it was: this draw closed and unpublished (the real draws stay the
  // latest results), the demo draw on sale again.
  await e2eQuery(
    `UPDATE game_event SET status = 'CLOSE', results = NULL, published_at = NULL WHERE round_name = $1`,
    [roundName],
  );
  await e2eQuery(
    `UPDATE game_event SET status = 'ONGO' WHERE id = (SELECT max(id) FROM game_event WHERE round_name <> $1 AND published_at IS NULL)`,
    [roundName],
  );
});

test('an admin runs a draw: create, open, load stock, close, publish; visitors see it', async ({
  page,
}) => {
  // The demo draw's sales are over, so a new draw may be created (only one may be open).
  await e2eQuery(`UPDATE game_event SET status = 'CLOSE' WHERE status <> 'CLOSE'`);
  await page.setViewportSize(phone);
  await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await page.goto('/admin');
  await openAdminTab(page, 'ការចាប់ឆ្នោត');

  const create = page.getByTestId('create-draw');
  await create.locator('input[name="roundName"]').fill(roundName);
  // The pickers speak Khmer (the browser's own date input would not).
  await expect(create.locator('select[name="drawDate-month"]')).toContainText('មករា');
  const year = new Date().getFullYear() + 2;
  await pickDate(create, 'drawDate', `${year}-01-16`);
  await pickDate(create, 'openSellDate', `${year}-01-01T08:00`);
  await pickDate(create, 'closeSellDate', `${year}-01-16T12:00`);
  await create.screenshot({ path: `${screenshotDir}admin-create-draw-km-375.png` });
  await create.getByRole('button').click();

  // Issue 32: a Khmer screen names the draw in Khmer, not by its Thai round name.
  const shownName = `ការចាប់ឆ្នោតថ្ងៃទី 16 មករា ${year}`;
  const draw = page.getByTestId('admin-draw').filter({ hasText: shownName });
  await expect(draw).not.toContainText('งวด');
  await expect(draw.locator('[data-status="BREAK"]')).toBeVisible();
  await draw.getByRole('button', { name: 'បើកលក់' }).click();
  await expect(draw.locator('[data-status="ONGO"]')).toBeVisible();

  await draw.getByRole('button', { name: 'ស្តុក និងលទ្ធផល' }).click();
  const upload = page.getByTestId('stock-upload');
  await upload.locator('input[name="file"]').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('number,set,price\n424242,1,3.50\n424242,2,3.50\n515151,1,4.00\n'),
  });
  await upload.getByRole('button', { name: 'ផ្ទុកស្តុក' }).click();
  await expect(upload.getByRole('status')).toContainText('3');

  // A visitor finds the new stock while it is on sale.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/');
  await visitor.locator('input[name="last2"]').fill('42');
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByText('424242').first()).toBeVisible();

  // Only the moves the state allows: on sale, it pauses or closes (no "open").
  await expect(draw.getByRole('button', { name: 'បើកលក់' })).toHaveCount(0);
  await draw.getByRole('button', { name: 'បិទ' }).click();
  // Closing cannot be undone: a cancelled confirmation changes nothing.
  const ask = page.getByTestId('confirm-dialog');
  await ask.getByRole('button', { name: 'បោះបង់' }).click();
  await expect(draw.locator('[data-status="ONGO"]')).toBeVisible();
  await draw.getByRole('button', { name: 'បិទ' }).click();
  await ask.getByRole('button', { name: 'បិទ' }).click();
  await expect(draw.locator('[data-status="CLOSE"]')).toBeVisible();
  // A closed draw offers no open, pause or close.
  await expect(draw.getByRole('button', { name: /បើកលក់|ផ្អាក|^បិទ$/ })).toHaveCount(0);

  const publish = page.getByTestId('publish-results');
  for (const [kind, { numbers }] of Object.entries(results)) {
    await publish.locator(`textarea[name="${kind}"]`).fill(numbers.join(' '));
  }
  // Issue 32: one number short says which prize and how many it needs, not "not compatible".
  const second = results.second!.numbers;
  await publish.locator('textarea[name="second"]').fill(second.slice(1).join(' '));
  await publish.getByRole('button', { name: 'ប្រកាសលទ្ធផល' }).click();
  await expect(publish.getByTestId('publish-wrong')).toHaveText(
    'រង្វាន់ទី ២៖ ត្រូវការ 5 លេខ, បានបញ្ចូល 4',
  );
  await expect(ask).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}admin-publish-wrong-km-375.png`, fullPage: true });
  await publish.locator('textarea[name="second"]').fill(second.join(' '));
  await publish.getByRole('button', { name: 'ប្រកាសលទ្ធផល' }).click();
  await expect(publish.getByTestId('publish-wrong')).toHaveCount(0);
  await expect(ask).toContainText(shownName);
  await ask.getByRole('button', { name: 'ប្រកាសលទ្ធផល' }).click();
  await expect(publish.getByRole('status')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}admin-published-km-375.png`, fullPage: true });

  const published = await e2eQuery<{ first: string[] }>(
    `SELECT results->'first' AS first FROM game_event WHERE round_name = $1`,
    [roundName],
  );
  expect(published[0]!.first).toEqual(results.first!.numbers);
  await visitor.close();
});
