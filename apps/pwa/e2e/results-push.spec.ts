import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { e2eQuery } from './support/database';
import { expect, phone, screenshotDir, test } from './support/fixtures';
import { call, signInByApi } from './support/shop';

// Issue 31: results published while a visitor's page is open show on it without a reload.
const { draws } = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../server/data/thai-lottery-results.json', import.meta.url)),
    'utf8',
  ),
) as { draws: Array<{ prizes: Record<string, { numbers: string[] }> }> };
const roundName = 'E2E results pushed';

test.afterEach(async () => {
  await e2eQuery(`DELETE FROM game_event WHERE round_name = $1`, [roundName]);
});

test('a visitor with results and home open sees results published meanwhile, in Khmer, without a reload', async ({
  page,
  request,
}) => {
  // A draw closed an hour ago, drawn after every draw of the demo shop, results not yet in.
  const [draw] = await e2eQuery<{ id: string }>(
    `INSERT INTO game_event
       (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
     VALUES ('default', $1, (SELECT max(draw_date) + 1 FROM game_event),
             now() - interval '14 days', now() - interval '1 hour', 'CLOSE')
     RETURNING id::text AS id`,
    [roundName],
  );

  // Each page is listening once its event stream answers.
  const listening = (open: Page) =>
    open.waitForResponse((response) => response.url().includes('/api/public/events'));
  await page.setViewportSize(phone);
  const resultsListening = listening(page);
  await page.goto('/draw-results');
  await resultsListening;
  const first = page.getByTestId('prize-first');
  await expect(first).toBeVisible();
  // A real result set other than the one shown (the demo shop's latest).
  const shown = await first.innerText();
  const published = draws.find((d) => !shown.includes(d.prizes.first!.numbers[0]!))!.prizes;
  const results = Object.fromEntries(Object.entries(published).map(([k, p]) => [k, p.numbers]));
  const newFirst = published.first!.numbers[0]!;
  const home = await page.context().newPage();
  await home.setViewportSize(phone);
  const homeListening = listening(home);
  await home.goto('/');
  await homeListening;
  await expect(home.getByTestId('draw-top')).toBeVisible();
  // Marks on the open pages: a reload would wipe them.
  for (const open of [page, home]) {
    await open.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  }

  const admin = await signInByApi(
    request,
    process.env.E2E_ADMIN_PHONE!,
    process.env.E2E_ADMIN_PASSWORD!,
  );
  const answer = await call(
    request,
    '/api/company/draw/publish',
    { gameEventId: draw!.id, results },
    admin,
  );
  expect(answer.code, answer.msg).toBe(0);

  // The results page shows the new draw's numbers, and says why they changed.
  await expect(first).toContainText(newFirst);
  const notice = page.getByTestId('results-pushed');
  await expect(notice).toHaveText('លទ្ធផលថ្មីទើបតែបានប្រកាស');
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await page.screenshot({ path: `${screenshotDir}/results-pushed-km-375.png`, fullPage: true });

  // The home says so too, with a link to the new draw's results.
  const homeNotice = home.getByTestId('results-pushed');
  await expect(homeNotice).toContainText('លទ្ធផលថ្មីទើបតែបានប្រកាស');
  expect(
    await home.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await home.screenshot({ path: `${screenshotDir}/home-results-pushed-km-375.png` });
  await homeNotice.getByRole('link').click();
  // (The router writes the id as JSON text: `"26"`, which the results route reads back.)
  await expect(home).toHaveURL(new RegExp(`gameEventId=(%22)?${draw!.id}\\b`));
  await expect(home.getByTestId('prize-first')).toContainText(newFirst);
  await home.close();
});
