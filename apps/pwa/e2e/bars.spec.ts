import type { Page } from '@playwright/test';
import { signInThroughUi } from './support/accounts';
import {
  desktop,
  expect,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';
import { memberWithMoney } from './support/shop';

const locales = ['km', 'th', 'en'] as const;

async function inLocale(page: Page, locale: string) {
  await page
    .context()
    .addCookies([{ name: 'locale', value: locale, url: process.env.E2E_BASE_URL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Elements among `selector` whose text wraps to a second line or is cut inside its box. */
function brokenLabels(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        // Lines of text: the distinct tops of the text's boxes.
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        const wraps = tops.size > 1;
        const cut = element.scrollWidth > element.clientWidth + 1;
        return wraps || cut;
      })
      .map((element) => element.textContent),
  );
}

test('the bars fit in Khmer, Thai and English: top bar at 1280 px, bottom bar at 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await memberWithMoney(request, '1234.50', 'topup', 'Bar Tester');
  await page.setViewportSize(phone);
  await signInThroughUi(page, member.phone, member.password);
  for (const locale of locales) {
    await page.setViewportSize(phone);
    await inLocale(page, locale);
    expect(
      await brokenLabels(
        page,
        '[data-testid="bottom-bar"] a > span:last-child, [data-testid="bottom-bar"] button > span:last-child',
      ),
    ).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}bottom-bar-${locale}-375.png` });

    await page.setViewportSize(desktop);
    await expect(page.getByTestId('top-bar-links')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}top-bar-${locale}-1280.png` });
    expect(await brokenLabels(page, '[data-testid="top-bar-links"] a')).toEqual([]);
    // The shop's name is read whole, not squeezed to a glyph.
    const title = page.getByTestId('shop-name');
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
    expect(await overflowsHorizontally(page)).toBe(false);
    // Every action of the signed-in bar is on screen, the member button last.
    const actions = await page.getByTestId('member-actions').boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(desktop.width);
  }
});
