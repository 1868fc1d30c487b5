import { TICKET_PHOTO_CACHE } from '../src/lib/ticket-photos';
import { newPhone, registerByApi, signInThroughUi } from './support/accounts';
import { expect, phone, screenshotDir, test } from './support/fixtures';
import { call, memberWithMoney, productWithStock } from './support/shop';

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

test('offline, my tickets show as last seen, photos included, and are gone after sign-out', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(phone);
  const member = await memberWithMoney(request, '20.00');
  const product = await productWithStock(request, '63', 1);
  const bought = await call<{ orderId: string }>(
    request,
    '/api/customer/transaction/create',
    { products: [{ productId: product._id, qty: 1 }], isGift: true },
    member.token,
  );
  expect(bought.code, bought.msg).toBe(0);

  await signInThroughUi(page, member.phone, member.password);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Online: the ticket, its result status and its photo.
  await page.goto('/profile/my-tickets');
  const ticket = page
    .getByTestId('my-tickets')
    .locator(`[data-testid="owned-ticket"][data-number="${product.number}"]`);
  await expect(ticket).toBeVisible();
  const status = await ticket.getByTestId('ticket-status').innerText();
  const photo = ticket.locator('img');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('tickets-offline-as-of')).toHaveCount(0);

  // A phone's HTTP cache is small and soon evicted; what must carry the photo is the service
  // worker's cache. Emptying the HTTP cache makes sure the test sees that one.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(ticket).toBeVisible();
  await expect(ticket.getByTestId('ticket-status')).toHaveText(status);
  // The photo comes from the phone: decoded, not a broken image.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('tickets-offline-as-of')).toContainText(
    /គ្មានអ៊ីនធឺណិត · ព័ត៌មានគិតត្រឹម .*\d{2}:\d{2}/,
  );
  await expect(page.getByText('កំហុសប្រព័ន្ធ')).toHaveCount(0);
  // Still signed in as far as the phone knows: the bar shows the member's pages, not sign-in.
  await expect(page.getByTestId('bottom-member')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/offline-my-tickets-km.png`, fullPage: true });

  // Signed out (on a shared phone), nothing of the member's is left to read offline.
  const photoUrl = await photo.evaluate((img: HTMLImageElement) => img.src);
  const photoKept = ({ url, cacheName }: { url: string; cacheName: string }) =>
    caches.match(url, { cacheName }).then((answer) => answer !== undefined);
  // Kept where sign-out looks for it, so that its absence below means it was forgotten.
  expect(await page.evaluate(photoKept, { url: photoUrl, cacheName: TICKET_PHOTO_CACHE })).toBe(
    true,
  );
  await context.setOffline(false);
  await page.goto('/profile');
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('bottom-member')).toHaveCount(0);
  // Deleting a cache is asynchronous: the photo goes a moment after the page has changed. (The
  // cache itself may come back at once with the shop's pictures of sheets for sale on home.) The
  // query cache saved on the phone (IndexedDB) is saved again a moment after the sign-out.
  await expect
    .poll(() =>
      page.evaluate(
        async ({ url, cacheName }) => {
          const savedMemberAnswers = () =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('keyval-store');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const read = open.result
                  .transaction('keyval')
                  .objectStore('keyval')
                  .get('lottery.query-cache');
                read.onsuccess = () => {
                  const saved = read.result as
                    { clientState: { queries: { queryKey: string[] }[] } } | undefined;
                  resolve(
                    saved?.clientState.queries.filter((q) => q.queryKey[0] === 'member').length ??
                      0,
                  );
                };
                read.onerror = () => reject(read.error);
              };
            });
          return {
            answers: await savedMemberAnswers(),
            photo: await caches.match(url, { cacheName }).then((answer) => answer !== undefined),
          };
        },
        { url: photoUrl, cacheName: TICKET_PHOTO_CACHE },
      ),
    )
    .toEqual({ answers: 0, photo: false });
});

test('offline, a round never viewed says it is not on the phone yet, and the check keeps it, in Khmer', async ({
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
  await expect(page.getByTestId('prize-first')).toContainText(/\d{6}/);
  const rounds = page.getByTestId('results-round');
  const shown = await rounds.inputValue();
  const other = await rounds
    .locator('option')
    .evaluateAll(
      (options, skip) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== skip),
      shown,
    );
  expect(other).toBeTruthy();

  await context.setOffline(true);
  await rounds.selectOption(other!);
  const notOnPhone = page.getByTestId('results-not-on-phone');
  await expect(notOnPhone).toHaveText('មិនទាន់មាននៅលើទូរស័ព្ទនេះទេ។ វានឹងបង្ហាញពេលអ្នកមានអ៊ីនធឺណិតវិញ។');
  await expect(page.getByText('កំហុសប្រព័ន្ធ')).toHaveCount(0);
  // The ticket check keeps the round chosen above, and says the same of it.
  const check = page.getByTestId('check-ticket');
  await expect(check.locator('select[name="draw"]')).toHaveValue(other!);
  await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').fill('123456');
  await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').press('Enter');
  await expect(check.getByTestId('check-answer')).toContainText('មិនទាន់មាននៅលើទូរស័ព្ទនេះទេ');
  await expect(check.locator('select[name="draw"]')).toHaveValue(other!);
  await page.screenshot({ path: `${screenshotDir}/offline-round-not-kept-km.png`, fullPage: true });
});
