import { execFileSync } from 'node:child_process';
import { maskPhone } from '@lottery/contracts';
import type { Browser, Page } from '@playwright/test';
import { latinWords, signInThroughUi } from './support/accounts';
import { expect, overflowsHorizontally, phone, screenshotDir, test } from './support/fixtures';
import { buyForMyself, call, memberWithMoney, productWithStock, signInByApi } from './support/shop';

/** A phone-sized page in Khmer, drawn at twice the pixels so a screenshot's QR code decodes. */
async function khmerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 2 });
  await context.addCookies([{ name: 'locale', value: 'km', url: process.env.E2E_BASE_URL! }]);
  return context.newPage();
}

/** The URL a QR code in a screenshot holds, read by a real decoder (zbar). */
const qrUrlIn = (screenshot: string) =>
  execFileSync('zbarimg', ['--raw', '--quiet', screenshot], { encoding: 'utf8' }).trim();

test('a ticket card’s QR code opens /verify, which says valid; after a gift is received it says changed hands', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await memberWithMoney(request, '20.00');
  const product = await productWithStock(request, '58', 1);
  const orderId = await buyForMyself(request, owner.token, product._id);

  // The owner's ticket card carries the sheet's certificate as a QR code.
  const member = await khmerPhone(browser);
  await signInThroughUi(member, owner.phone, owner.password);
  await member.goto('/profile/my-tickets');
  const card = member.getByTestId('owned-ticket').filter({ hasText: product.number });
  const qr = card.getByTestId('certificate-qr');
  await expect(qr).toBeVisible();
  const qrShot = `${screenshotDir}certificate-qr-km-375.png`;
  await card.getByTestId('sheet-certificate').screenshot({ path: qrShot });
  await member.screenshot({
    path: `${screenshotDir}my-tickets-certificate-km-375.png`,
    fullPage: true,
  });
  const link = qrUrlIn(qrShot);
  expect(link).toMatch(/\/verify\?c=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

  // Anyone scanning it, signed out on another phone: valid, the owner masked, nothing more.
  const stranger = await khmerPhone(browser);
  await stranger.goto(link);
  const verdict = stranger.getByTestId('verify-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'valid');
  await expect(stranger.getByTestId('verify-number')).toHaveText(product.number);
  await expect(stranger.getByTestId('verify-owner')).toHaveText(maskPhone(owner.phone));
  await expect(stranger.getByTestId('verify-history').locator('li')).toHaveCount(1);
  expect(await stranger.locator('body').innerText()).not.toContain(owner.phone);
  expect(await overflowsHorizontally(stranger)).toBe(false);
  expect(await latinWords(stranger)).toEqual([]);
  await stranger.screenshot({ path: `${screenshotDir}verify-valid-km-375.png`, fullPage: true });

  // The shop's key is kept on the phone: offline the signature is still checked there.
  expect(await stranger.evaluate(() => localStorage.getItem('lottery-ticket-key'))).toContain(
    'Ed25519',
  );
  await stranger.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await stranger.reload();
  await expect.poll(() => stranger.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await stranger.context().setOffline(true);
  await stranger.reload();
  await expect(verdict).toHaveAttribute('data-verdict', 'signedOffline');
  await expect(stranger.getByTestId('verify-owner')).toHaveText(maskPhone(owner.phone));
  await stranger.screenshot({ path: `${screenshotDir}verify-offline-km-375.png`, fullPage: true });
  await stranger.context().setOffline(false);

  // The sheet is given away and received: the old certificate now says it changed hands.
  const receiver = await memberWithMoney(request, '1.00');
  const sent = await call<string>(
    request,
    '/api/customer/transaction/sendgift',
    { transactions: [orderId], name: 'Chan Sophea', phone: '012345678' },
    // One session per member: the browser's sign-in ended the first one.
    await signInByApi(request, owner.phone, owner.password),
  );
  expect(sent.code, sent.msg).toBe(0);
  const giftCode = new URL(sent.result.period, 'https://shop.example').searchParams.get('giftCode');
  const received = await call(
    request,
    '/api/customer/transaction/recivedGift',
    { giftCode },
    receiver.token,
  );
  expect(received.code, received.msg).toBe(0);

  await stranger.goto(link);
  await expect(verdict).toHaveAttribute('data-verdict', 'changedHands');
  await expect(stranger.getByTestId('verify-history').locator('li')).toHaveCount(3);
  const page = await stranger.locator('body').innerText();
  expect(page).not.toContain(maskPhone(receiver.phone));
  expect(page).not.toContain(receiver.phone);
  await stranger.screenshot({ path: `${screenshotDir}verify-changed-km-375.png`, fullPage: true });

  // A certificate someone made up: not issued by this shop.
  const [payload] = link.split('?c=')[1]!.split('.');
  await stranger.goto(`/verify?c=${payload}.${'A'.repeat(86)}`);
  await expect(verdict).toHaveAttribute('data-verdict', 'notOurs');
});
