import { signInThroughUi } from './support/accounts';
import { expect, phone, screenshotDir, test } from './support/fixtures';
import { buyForMyself, memberWithMoney, productWithStock } from './support/shop';

test("my tickets shows the holder's sheet photo stamped; the listing keeps the original", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await memberWithMoney(request, '20.00');
  const product = await productWithStock(request, '37', 1);
  await buyForMyself(request, owner.token, product._id);

  const context = await browser.newContext({ viewport: phone });
  await context.addCookies([{ name: 'locale', value: 'km', url: process.env.E2E_BASE_URL! }]);
  const page = await context.newPage();
  await signInThroughUi(page, owner.phone, owner.password);
  await page.goto('/profile/my-tickets');
  const card = page.getByTestId('owned-ticket').filter({ hasText: product.number });
  const photo = card.getByTestId('sheet-photo');
  await expect(photo).toHaveAttribute('data-stamped', 'true');
  // The picture the member sees is a decoded JPEG the size of the original sheet photo.
  const shown = await photo.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.src };
  });
  expect(shown.src).toMatch(/^blob:/);
  expect(product.pi).toBeTruthy();
  const original = await request.get(product.pi!);
  expect(original.ok()).toBe(true);
  // The sheet's proportions are kept (the server's test compares sizes and pixels exactly).
  expect(shown.width).toBe(shown.height * 2);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}my-tickets-stamped-km-375.png` });
  await context.close();
});
