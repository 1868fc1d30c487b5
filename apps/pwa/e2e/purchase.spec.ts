import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorMessage, ErrorCode } from '@lottery/contracts';
import type { Page } from '@playwright/test';
import { latinWords, signInThroughUi } from './support/accounts';
import { call, giveMoney, memberWithMoney, productWithStock } from './support/shop';
import { e2eQuery } from './support/database';
import {
  desktop,
  expect,
  fontsLoaded,
  overflowsHorizontally,
  phone,
  test,
} from './support/fixtures';

const shots = '/tmp/shots/cart/';
const idPhoto = fileURLToPath(new URL('./fixtures/id-card.png', import.meta.url));
const text = (locale: 'km' | 'en') =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../src/messages/${locale}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, string>;
const km = text('km');
const en = text('en');

/** The member's orders in the database: what a lost answer must not double. */
async function ordersOf(memberId: string): Promise<number> {
  const [row] = await e2eQuery<{ n: number }>(
    'SELECT count(*)::int AS n FROM purchase_order WHERE member_id = $1',
    [memberId],
  );
  return row!.n;
}

async function openCart(page: Page) {
  await page.getByTestId('bottom-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
}

/** Latin words besides the file types (jpg, png) the upload rule names on purpose. */
async function latinBesidesFileTypes(page: Page) {
  return (await latinWords(page)).filter((word) => !/^(jpe?g|png)$/i.test(word));
}

test.describe('buying tickets', () => {
  test('a member fills the cart from hot numbers and search, buys for a friend and for themselves, and finds the tickets (Khmer)', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    const member = await memberWithMoney(request, '200.00', 'other');
    await signInThroughUi(page, member.phone, member.password);

    // From hot numbers: two sheets of the first hot number.
    const hotCard = page.getByTestId('hot-strip').getByTestId('ticket-card').first();
    const hotNumber = (await hotCard.locator('p').first().innerText()).trim();
    await hotCard.getByRole('button', { name: km['cart.more'] }).click();
    await expect(hotCard.getByTestId('card-qty')).toHaveText('2');
    await hotCard.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('bottom-cart').getByTestId('cart-badge')).toHaveText('2');

    // From search: one sheet of a number ending 45.
    const form = page.getByTestId('search-form');
    await form.locator('input[name="last2"]').fill('45');
    await form.locator('input[name="last2"]').press('Enter');
    const searchCard = page
      .getByTestId('search-results')
      .getByTestId('ticket-card')
      .filter({ has: page.getByTestId('add-to-cart') })
      .first();
    const searchNumber = (await searchCard.locator('p').first().innerText()).trim();
    const searchPrice = (await searchCard.getByTestId('ticket-price').innerText()).trim();
    const hotPrice = (await hotCard.getByTestId('ticket-price').innerText()).trim();
    const sheetsOf = async (card: typeof searchCard) =>
      Number(/\d+/.exec(await card.getByTestId('ticket-remaining').innerText())?.[0]);
    const searchedCard = page
      .getByTestId('search-results')
      .getByTestId('ticket-card')
      .filter({ hasText: searchNumber });
    const searchSheetsBefore = await sheetsOf(searchedCard);
    await searchCard.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('bottom-cart').getByTestId('cart-badge')).toHaveText('3');

    // The drawer: the first-time notice until "agree", both lines, the total in cents.
    await openCart(page);
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer.getByTestId('first-time-notice')).toHaveText(
      new RegExp(km['cart.firstTimeNotice']!.slice(0, 20)),
    );
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
    const cents = (price: string) => Math.round(Number(price.replace(/[$,]/g, '')) * 100);
    const expected = 2 * cents(hotPrice) + cents(searchPrice);
    await expect(drawer.getByTestId('cart-total')).toHaveText(
      `$${Math.trunc(expected / 100)}.${String(expected % 100).padStart(2, '0')}`,
    );
    await expect(drawer.getByTestId('cart-quantity')).toHaveText('3');
    expect(await fontsLoaded(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Khmer/)]),
    );
    await page.screenshot({ path: `${shots}cart-first-time-km-375.png` });
    await drawer.getByRole('button', { name: km['cart.agree'] }).click();
    await expect(drawer.getByTestId('first-time-notice')).toHaveCount(0);

    // For a friend: empty fields are refused in Khmer; then the details and the id photo.
    await drawer.getByTestId('cart-pay').click();
    await expect(drawer.getByTestId('customer-form')).toContainText(
      errorMessage(ErrorCode.MissingName, 'km'),
    );
    await expect(drawer.getByTestId('customer-form')).toContainText(km['cart.photoRequired']!);
    await expect(drawer.getByTestId('cart-confirm')).toHaveCount(0);
    await drawer.locator('input[name="cusName"]').fill('សុខ ដារា');
    await drawer.locator('input[name="cusTel"]').fill('012345678');
    await drawer.locator('input[name="cusIden"]').fill('123456789');
    await drawer.getByTestId('id-photo-input').setInputFiles(idPhoto);
    await expect(drawer.getByTestId('id-photo-preview')).toBeVisible();
    expect(await latinBesidesFileTypes(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${shots}cart-friend-km-375.png`, fullPage: false });
    await drawer.getByTestId('cart-pay').click();
    await expect(drawer.getByTestId('cart-confirm')).toContainText('សុខ ដារា');
    await drawer.getByTestId('confirm-pay').click();

    // The receipt: "may you win", the bot link as a button and a QR code.
    const receipt = drawer.getByTestId('receipt');
    await expect(receipt).toContainText(km['cart.successTitle']!);
    await expect(receipt.getByTestId('receipt-qr').locator('svg')).toBeVisible();
    const botLink = await receipt
      .getByRole('link', { name: km['cart.receiveButton'] })
      .getAttribute('href');
    expect(botLink).toMatch(/^https:\/\/t\.me\/\w+\?start=.+/);
    await page.screenshot({ path: `${shots}cart-receipt-km-375.png` });
    // The stock-update event: the search result behind the drawer now counts one sheet fewer.
    await expect.poll(() => sheetsOf(searchedCard)).toBe(searchSheetsBefore - 1);
    await expect(page.getByTestId('bottom-cart').getByTestId('cart-badge')).toHaveCount(0);
    await expect(page.getByTestId('bottom-bar').getByTestId('ticket-badge')).toHaveText('3');

    // For myself: a gift, no customer fields, no bot link.
    await page.goto('/');
    await form.locator('input[name="last2"]').fill('45');
    await form.locator('input[name="last2"]').press('Enter');
    const giftCard = page
      .getByTestId('search-results')
      .getByTestId('ticket-card')
      .filter({ has: page.getByTestId('add-to-cart') })
      .filter({ hasNotText: searchNumber })
      .first();
    const giftNumber = (await giftCard.locator('p').first().innerText()).trim();
    await giftCard.getByTestId('add-to-cart').click();
    // The cart lives in its cookie: another page (after a reload) still has it.
    await page.goto('/draw-results');
    await openCart(page);
    await expect(drawer.getByTestId('first-time-notice')).toHaveCount(0);
    await drawer.getByText(km['cart.modeMyself']!).click();
    await expect(drawer.getByTestId('customer-form')).toHaveCount(0);
    // On a desktop the drawer is 431 px from the right.
    await page.setViewportSize(desktop);
    expect((await drawer.boundingBox())?.width).toBe(431);
    await page.screenshot({ path: `${shots}cart-myself-km-1280.png` });
    await page.setViewportSize(phone);
    await drawer.getByTestId('cart-pay').click();
    await drawer.getByTestId('confirm-pay').click();
    await expect(drawer.getByTestId('receipt')).toContainText(km['cart.successTitle']!);
    await expect(drawer.getByTestId('receipt-bot')).toHaveCount(0);
    // Closing the receipt goes home.
    await drawer.getByRole('button', { name: km['common.close'] }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('bottom-bar').getByTestId('ticket-badge')).toHaveText('4');

    // My tickets: every number bought, with their sets and "awaiting the result".
    await page.goto('/profile/my-tickets');
    const owned = page.getByTestId('owned-ticket');
    await expect(owned).toHaveCount(3);
    for (const number of [hotNumber, searchNumber, giftNumber])
      await expect(
        page.locator(`[data-testid="owned-ticket"][data-number="${number}"]`),
      ).toBeVisible();
    await expect(owned.first().getByTestId('ticket-status')).toHaveText(km['tickets.awaiting']!);
    await expect(page.getByTestId('tickets-count')).toContainText('4');
    expect(await latinWords(page)).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${shots}my-tickets-km-375.png`, fullPage: true });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: `${shots}my-tickets-km-1280.png`, fullPage: true });

    // The ticket link opens the friend's tickets for someone signed out.
    const token = new URL(botLink!).searchParams.get('start')!;
    const stranger = await browser.newPage({ viewport: phone, baseURL: process.env.E2E_BASE_URL });
    await stranger.goto(`/ex/ticket?t=${encodeURIComponent(token)}`);
    await expect(stranger).toHaveURL(/\/ex\/ticket/);
    const ticketPage = stranger.getByTestId('order-tickets');
    await expect(ticketPage.getByTestId('owned-ticket')).toHaveCount(2);
    await expect(ticketPage).toContainText('សុខ ដារា');
    await stranger.screenshot({ path: `${shots}ticket-link-km-375.png`, fullPage: true });
    await stranger.goto('/ex/ticket');
    await expect(stranger).toHaveURL(/\/$/);
    await stranger.close();
  });

  test('a second member sees "already bought", buys the last sheet, and is told when a number runs out (English)', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([
      { name: 'locale', value: 'en', url: process.env.E2E_BASE_URL! },
      { name: 'confirmCartFirstTime', value: '1', url: process.env.E2E_BASE_URL! },
    ]);
    await page.setViewportSize(phone);
    const first = await memberWithMoney(request, '200.00');
    // Not quite enough for one sheet ($3.50) at first.
    const second = await memberWithMoney(request, '3.00');
    const product = await productWithStock(request, '27', 2);
    await signInThroughUi(page, second.phone, second.password);

    // The second member puts one sheet in the cart while several are left...
    const form = page.getByTestId('search-form');
    await form.locator('input[name="number"]').fill(product.number);
    await form.locator('input[name="number"]').press('Enter');
    const card = page.getByTestId('search-results').getByTestId('ticket-card').first();
    await card.getByTestId('add-to-cart').click();

    // ...then the first member buys all but the last one.
    const bought = await call<unknown>(
      request,
      '/api/customer/transaction/create',
      { products: [{ productId: product._id, qty: product.r - 1 }], isGift: true },
      first.token,
    );
    expect(bought.code, bought.msg).toBe(0);

    await openCart(page);
    const drawer = page.getByTestId('cart-drawer');
    const line = drawer.getByTestId('cart-line');
    await expect(line.getByTestId('already-bought')).toHaveText(en['cart.alreadyBought']!);
    await expect(line).toContainText('1 left');
    await page.screenshot({ path: `${shots}cart-already-bought-en-375.png` });
    // A topup member buying for a friend gives a name and phone, never an identity.
    await expect(drawer.locator('input[name="cusName"]')).toBeVisible();
    await expect(drawer.locator('input[name="cusIden"]')).toHaveCount(0);
    await drawer.getByText(en['cart.modeMyself']!).click();

    // $3.00 does not pay $3.50: the warning with a way to top up, and no way to step 2.
    const warning = drawer.getByTestId('balance-not-enough');
    await expect(warning).toContainText('Insufficient balance');
    await expect(warning.getByRole('link', { name: en['cart.topUp'] })).toHaveAttribute(
      'href',
      '/profile/payment?type=deposit',
    );
    await drawer.getByTestId('cart-pay').click();
    await expect(drawer.getByTestId('form-error')).toHaveText('Insufficient balance');
    await expect(drawer.getByTestId('cart-confirm')).toHaveCount(0);

    // The shop tops the member up; the next opening of the cart shows the new balance.
    await giveMoney(request, second.id, '50.00');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await openCart(page);
    await expect(drawer.getByTestId('cart-balance')).toHaveText('$53.00');
    await expect(warning).toHaveCount(0);
    await drawer.getByText(en['cart.modeMyself']!).click();
    await drawer.getByTestId('cart-pay').click();

    // The answer of the first attempt is lost on the way back (flaky mobile data): the server
    // bought, the phone saw nothing. The app asks again by itself with the same Idempotency-Key,
    // so the server replays that purchase instead of buying twice, and the member is told.
    const keys: (string | undefined)[] = [];
    let lost = 0;
    await page.route('**/api/customer/transaction/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (lost++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    const ordersBefore = await ordersOf(second.id);
    await drawer.getByTestId('confirm-pay').click();
    const receipt = drawer.getByTestId('receipt');
    await expect(receipt).toContainText('May you win!');
    await expect(receipt).toContainText('$49.50');
    await expect(receipt.getByTestId('connection-note')).toHaveText(en['connection.recovered']!);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(second.id)).toBe(ordersBefore + 1);
    await page.screenshot({ path: `${shots}cart-recovered-en-375.png` });
    await page.unroute('**/api/customer/transaction/create');
    await drawer.getByRole('button', { name: 'Close' }).click();

    // A number that runs out between review and payment: the not-enough notice names it.
    const other = await productWithStock(request, '38', 1);
    await form.locator('input[name="number"]').fill(other.number);
    await form.locator('input[name="number"]').press('Enter');
    await page
      .getByTestId('search-results')
      .getByTestId('ticket-card')
      .first()
      .getByTestId('add-to-cart')
      .click();
    await openCart(page);
    await drawer.getByText(en['cart.modeMyself']!).click();
    await drawer.getByTestId('cart-pay').click();
    await expect(drawer.getByTestId('cart-confirm')).toBeVisible();
    const gone = await call<unknown>(
      request,
      '/api/customer/transaction/create',
      { products: [{ productId: other._id, qty: other.r }], isGift: true },
      first.token,
    );
    expect(gone.code, gone.msg).toBe(0);
    await drawer.getByTestId('confirm-pay').click();
    await expect(drawer.getByTestId('not-enough-tickets')).toContainText(
      `Not enough tickets left: ${other.number} (0 left)`,
    );
    await expect(drawer.getByTestId('ticket-full')).toHaveText('Sold out');
    await expect(drawer.getByTestId('all-sold-out')).toBeVisible();
    await page.screenshot({ path: `${shots}cart-sold-out-en-375.png` });
    // "See more tickets" from the home page only closes the drawer.
    await drawer.getByRole('button', { name: en['cart.seeMore'] }).click();
    await expect(drawer).toBeHidden();

    // The deleted last line leaves the "emptied" message with a close button.
    await openCart(page);
    await drawer.getByRole('button', { name: `Remove ${other.number} from the cart` }).click();
    await expect(drawer).toContainText(en['cart.emptied']!);
    await page.setViewportSize(desktop);
    await page.screenshot({ path: `${shots}cart-emptied-en-1280.png` });
    await drawer.getByRole('button', { name: 'Close' }).last().click();
    await expect(drawer).toBeHidden();
  });

  test('a shop that stays busy is retried, then the member is told nothing was charged, and pressing again buys once (Khmer)', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.addCookies([
      { name: 'confirmCartFirstTime', value: '1', url: process.env.E2E_BASE_URL! },
    ]);
    await page.setViewportSize(phone);
    const member = await memberWithMoney(request, '20.00');
    const product = await productWithStock(request, '61', 1);
    await signInThroughUi(page, member.phone, member.password);
    const form = page.getByTestId('search-form');
    await form.locator('input[name="number"]').fill(product.number);
    await form.locator('input[name="number"]').press('Enter');
    await page.getByTestId('search-results').getByTestId('add-to-cart').first().click();
    await openCart(page);
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByText(km['cart.modeMyself']!).click();
    await drawer.getByTestId('cart-pay').click();

    // Every try meets a busy server (503, as when its database is out of reach).
    const keys: (string | undefined)[] = [];
    await page.route('**/api/customer/transaction/create', (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '0', 'content-type': 'application/json' },
        body: JSON.stringify({
          code: 503,
          msg: 'busy',
          result: { period: null, requestId: 'e2e' },
        }),
      });
    });
    await drawer.getByTestId('confirm-pay').click();
    const note = drawer.getByTestId('connection-note');
    await expect(note).toHaveText(km['connection.unreachable']!);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(await ordersOf(member.id)).toBe(0);
    expect(await latinWords(page)).toEqual([]);
    await page.screenshot({ path: `${shots}cart-unreachable-km-375.png` });

    // The shop is back: pressing again sends the same attempt, and it buys once.
    await page.unroute('**/api/customer/transaction/create');
    await drawer.getByTestId('confirm-pay').click();
    await expect(drawer.getByTestId('receipt')).toContainText(km['cart.successTitle']!);
    expect(await ordersOf(member.id)).toBe(1);
  });
});
