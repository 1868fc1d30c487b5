import { expect, type Browser, type Page } from '@playwright/test';
import { signInThroughUi } from './accounts';
import { phone } from './fixtures';

/**
 * Opens a tab of the back-office and waits until it is the open one. A tab changes the URL and
 * its list loads before the panel changes; typing before that would go to the old tab's panel.
 */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  const button = page.getByRole('tab', { name: tab, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
}

/** The admin, in a browser of their own, on one tab of the back-office. */
export async function adminOn(browser: Browser, tab: string, viewport = phone): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await page.setViewportSize(viewport);
  await page.goto('/admin');
  await openAdminTab(page, tab);
  return page;
}
