import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { latinWords, signInThroughUi } from './support/accounts';
import { e2eQuery } from './support/database';
import { expect, overflowsHorizontally, phone, test } from './support/fixtures';
import { call, memberWithMoney } from './support/shop';

const shots = '/tmp/shots/cart/';
const km = JSON.parse(
  readFileSync(fileURLToPath(new URL('../src/messages/km.json', import.meta.url)), 'utf8'),
) as Record<string, string>;

async function openCart(page: Page) {
  await page.getByTestId('bottom-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
}

test.describe('the cart follows a member to another device', () => {
  test('filled on one phone, seen on another after signing in, with the server’s quote (Khmer)', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    const member = await memberWithMoney(request, '40.00');
    const limits = await call(
      request,
      '/api/customer/user/setLimits',
      { daily: '30.00' },
      member.token,
    );
    expect(limits.code, limits.msg).toBe(0);

    // The first phone: two sheets of the first hot number into the cart.
    await signInThroughUi(page, member.phone, member.password);
    const hotCard = page.getByTestId('hot-strip').getByTestId('ticket-card').first();
    const number = (await hotCard.locator('p').first().innerText()).trim();
    await hotCard.getByRole('button', { name: km['cart.more'] }).click();
    await hotCard.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('bottom-cart').getByTestId('cart-badge')).toHaveText('2');
    await expect
      .poll(async () =>
        e2eQuery<{ qty: number }>('SELECT qty FROM member_cart_line WHERE member_id = $1', [
          member.id,
        ]),
      )
      .toEqual([{ qty: 2 }]);

    // Another phone, its own cookies: signed out, no cart; signed in, the same cart.
    const other = await browser.newContext({ viewport: phone });
    const second = await other.newPage();
    try {
      await second.goto('/');
      await expect(second.getByTestId('bottom-cart').getByTestId('cart-badge')).toHaveCount(0);
      await signInThroughUi(second, member.phone, member.password);
      await expect(second.getByTestId('bottom-cart').getByTestId('cart-badge')).toHaveText('2');
      await openCart(second);
      const drawer = second.getByTestId('cart-drawer');
      await expect(drawer.getByTestId('cart-line')).toContainText(number);
      const agree = drawer.getByRole('button', { name: km['cart.agree'] });
      if (await agree.isVisible()) await agree.click();
      await drawer.getByText(km['cart.modeMyself']!).click();
      await drawer.getByTestId('cart-pay').click();

      // The confirm step shows the server's quote: total, balance after, the daily limit left.
      const confirm = drawer.getByTestId('cart-confirm');
      const total = (await confirm.getByTestId('confirm-total').innerText()).trim();
      const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
      await expect(confirm.getByTestId('confirm-daily-left')).toHaveText('$30.00');
      await expect(confirm.getByTestId('confirm-balance-after')).toHaveText(
        `$${((4000 - cents(total)) / 100).toFixed(2)}`,
      );
      expect(await latinWords(second)).toEqual([]);
      expect(await overflowsHorizontally(second)).toBe(false);
      await second.screenshot({ path: `${shots}cart-quote-km-375.png` });
    } finally {
      await other.close();
    }
  });
});
