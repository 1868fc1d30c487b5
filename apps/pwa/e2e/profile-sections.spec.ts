import type { Route } from '@playwright/test';
import { newPhone, registerByApi, signInThroughUi } from './support/accounts';
import { expect, phone, screenshotDir, test } from './support/fixtures';
import { km } from './support/messages';

// The three sections of the profile that ask the server for their own answer.
const sections = [
  { id: 'limits', path: '**/api/customer/user/limits' },
  { id: 'bot', path: '**/api/customer/bot/chat' },
  { id: 'alerts', path: '**/api/customer/bot/alerts' },
];

test("the profile's limits, bot and alerts sections say they are loading, say when their answer failed, and load on 'try again'", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tel = newPhone();
  await registerByApi(request, tel, 'Secretpass1', 'Section Reader');
  await page.setViewportSize(phone);
  await signInThroughUi(page, tel, 'Secretpass1');

  // The answers are held (a slow network), then the connection drops: the browser gets no
  // answer at all, as on a phone losing its signal. Let through, they reach the real server.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const failing = new Set(sections.map(({ id }) => id));
  for (const { id, path } of sections)
    await page.route(path, async (route: Route) => {
      if (!failing.has(id)) return route.continue();
      await held;
      return route.abort('connectionfailed');
    });
  const retry = (id: string) =>
    page.getByTestId(`${id}-failed`).getByRole('button', { name: km['common.retry'] });

  await page.goto('/profile');
  await expect(page.getByTestId('limits-loading')).toHaveText(km['app.loading']!);
  await expect(page.getByTestId('bot-loading')).toHaveText(km['app.loading']!);
  await page.screenshot({
    path: `${screenshotDir}profile-sections-loading-km-375.png`,
    fullPage: true,
  });

  release();
  for (const id of ['limits', 'bot']) {
    await expect(page.getByTestId(`${id}-failed`).getByRole('alert')).toBeVisible();
    await expect(retry(id)).toBeVisible();
  }
  await page.screenshot({
    path: `${screenshotDir}profile-sections-failed-km-375.png`,
    fullPage: true,
  });

  // The bot's answer comes through on "try again"; the alerts (offered only with the bot) then
  // ask for theirs, which fails in turn.
  failing.delete('bot');
  await retry('bot').click();
  await expect(page.getByTestId('bot-make-link')).toBeVisible();
  await expect(retry('alerts')).toBeVisible();
  await page.getByTestId('alerts-section').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}profile-alerts-failed-km-375.png` });

  // Back online: "try again" loads the others.
  failing.clear();
  await retry('alerts').click();
  await retry('limits').click();
  await expect(page.getByTestId('limits-summary')).toBeVisible();
  await expect(page.getByTestId('alerts-section').getByTestId('alert-digits')).toBeVisible();
  for (const { id } of sections) await expect(page.getByTestId(`${id}-failed`)).toHaveCount(0);
});
