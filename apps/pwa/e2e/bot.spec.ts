import { latinWords, newPhone, registerByApi, signInThroughUi } from './support/accounts';
import { expect, fontsLoaded, overflowsHorizontally, phone, test } from './support/fixtures';
import { botCalls, sendStart } from './support/telegram';
import { km } from './support/messages';

const shots = '/tmp/shots/bot/';

test('a member links Telegram from the profile, manages number alerts, and unlinks (Khmer, 375 px)', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(phone);
  const member = newPhone();
  await registerByApi(request, member, 'secret123', 'សុខ ដារា');
  await signInThroughUi(page, member, 'secret123');
  await page.goto('/profile');

  const bot = page.getByTestId('bot-section');
  await expect(bot).toContainText(km['bot.why']!);
  await expect(page.getByTestId('alerts-section')).toContainText(km['alerts.why']!);
  expect(await latinWords(page)).toEqual([]);
  await bot.getByRole('button', { name: km['bot.link'] }).click();
  const link = bot.getByTestId('bot-link');
  await expect(link).toHaveText(km['bot.openTelegram']!);
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/t\.me\/lottothai_kh_bot\?start=link_[A-Za-z0-9_-]{24}$/);
  await fontsLoaded(page);
  await bot.screenshot({ path: `${shots}bot-link-km-375.png` });

  // Telegram delivers the member's tap on Start to the webhook; the page sees the link made.
  const chatId = 880_000 + Math.floor(Math.random() * 10_000);
  expect(await sendStart(baseURL!, chatId, new URL(href).searchParams.get('start')!)).toBe(200);
  await expect(bot.getByTestId('bot-linked')).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(() => botCalls().filter((call) => call.params.chat_id === chatId).length)
    .toBe(1);
  const [linked] = botCalls().filter((call) => call.params.chat_id === chatId);
  expect(linked!.params.text).toMatch(/[\u1780-\u17FF]/); // the member's language: Khmer

  const alerts = page.getByTestId('alerts-section');
  const digits = alerts.getByTestId('alert-digits');
  await digits.fill('25');
  await alerts.getByRole('button', { name: km['alerts.add'] }).click();
  await expect(alerts.getByTestId('alerts-list').locator('li')).toHaveCount(1);
  await alerts.getByRole('radio', { name: km['alerts.kind.first3'] }).click();
  await digits.fill('12');
  await alerts.getByRole('button', { name: km['alerts.add'] }).click();
  await expect(alerts.getByRole('alert')).toBeVisible(); // 2 digits for "first 3"
  await digits.fill('123');
  await alerts.getByRole('button', { name: km['alerts.add'] }).click();
  const items = alerts.getByTestId('alerts-list').locator('li');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('····25');
  await expect(items.nth(1)).toContainText('123···');
  expect(await overflowsHorizontally(page)).toBe(false);
  // Below the fixed top bar: the Telegram section and the alerts fill the phone's screen.
  await bot.evaluate((section) => {
    window.scrollBy(0, section.getBoundingClientRect().top - 60);
  });
  await page.screenshot({ path: `${shots}profile-bot-alerts-km-375.png` });

  await items.nth(0).getByRole('button', { name: km['alerts.remove'] }).click();
  await expect(items).toHaveCount(1);

  await bot.getByRole('button', { name: km['bot.unlink'] }).click();
  await expect(bot.getByRole('button', { name: km['bot.link'] })).toBeVisible();
});
