import { newPhone, registerByApi, signInThroughUi } from './support/accounts';
import { expect, phone, screenshotDir, test } from './support/fixtures';

test('the app reloads without a network once the service worker is installed', async ({
  page,
  context,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not yet controlled; a reload puts the page under the service worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // Online, the home showed the open draw; it is kept on the phone.
  const drawTop = page.getByTestId('draw-top');
  await expect(drawTop).toHaveAttribute('data-phase', 'selling');
  const drawTitle = await drawTop.getByRole('heading', { level: 2 }).textContent();
  await expect(page.getByTestId('draw-offline-as-of')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u1780-\u17FF]/);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // The last known draw, its countdown still running, marked "offline, as of HH:MM" in Khmer;
  // no "system busy" nor "no draw open".
  await expect(drawTop).toHaveAttribute('data-phase', 'selling');
  await expect(drawTop.getByRole('heading', { level: 2 })).toHaveText(drawTitle!);
  await expect(drawTop.getByRole('timer')).toBeVisible();
  await expect(page.getByTestId('draw-offline-as-of')).toContainText(
    /គ្មានអ៊ីនធឺណិត · ព័ត៌មានគិតត្រឹម .*\d{2}:\d{2}/,
  );
  await expect(page.getByText('កំហុសប្រព័ន្ធ')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/offline-home-km.png`, fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test('offline, a member cannot pay for the cart and is told why, in Khmer', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(phone);
  const member = newPhone();
  await registerByApi(request, member, 'secret123', 'Offline Buyer');
  await signInThroughUi(page, member, 'secret123');
  const hotCard = page.getByTestId('hot-strip').getByTestId('ticket-card').first();
  await hotCard.getByTestId('add-to-cart').click();
  await page.getByTestId('bottom-cart').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-pay')).toBeEnabled();
  await expect(drawer.getByTestId('cart-offline')).toHaveCount(0);

  await context.setOffline(true);
  await expect(drawer.getByTestId('cart-pay')).toBeDisabled();
  await expect(drawer.getByTestId('cart-offline')).toHaveText('អ្នកមិនមានអ៊ីនធឺណិតទេ។ ការទិញត្រូវការអ៊ីនធឺណិត។');
  await page.screenshot({ path: `${screenshotDir}/offline-cart-km.png` });

  await context.setOffline(false);
  await expect(drawer.getByTestId('cart-pay')).toBeEnabled();
});

test('offline, a viewed draw still reads and a ticket is checked on the phone, in Khmer', async ({
  page,
  context,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/draw-results');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const first = page.getByTestId('prize-first');
  await expect(first).toContainText(/\d{6}/);
  const firstPrize = /\d{6}/.exec(await first.innerText())![0];

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('prize-first')).toContainText(firstPrize);
  await expect(page.getByTestId('prize-last2')).toBeVisible();

  // The check runs on the phone, with the prize rules shared with the server (libs/contracts).
  const check = page.getByTestId('check-ticket');
  await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').fill(firstPrize);
  await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').press('Enter');
  const answer = check.getByTestId('check-answer');
  await expect(answer).toContainText('អបអរសាទរ');
  await expect(answer.locator('li').first()).toContainText('រង្វាន់ទី ១');
  await expect(page.getByText('កំហុសប្រព័ន្ធ')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/offline-check-km.png`, fullPage: true });
});
