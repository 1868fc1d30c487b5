import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  desktop,
  expect,
  fontsLoaded,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';
import { pickDate } from './support/date-field';

/** The real past draws the demo shop was seeded with (global-setup sets DEMO_SEED=1). */
interface RealDraw {
  date: string;
  prizes: Record<string, { numbers: string[] }>;
}
const { draws } = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../server/data/thai-lottery-results.json', import.meta.url)),
    'utf8',
  ),
) as { draws: RealDraw[] };
const draw = draws.at(-1)!;
const firstPrize = draw.prizes.first!.numbers[0]!;

/** A six-digit number that wins nothing in `draw` (no full, first-3, last-3 or last-2 match). */
function losingNumber(): string {
  const all = Object.entries(draw.prizes).flatMap(([kind, p]) => p.numbers.map((n) => [kind, n]));
  for (let i = 0; i < 1_000_000; i += 7919) {
    const n = String(i).padStart(6, '0');
    const wins = all.some(
      ([kind, w]) =>
        (kind === 'first3' && n.startsWith(w!)) ||
        (kind !== 'first3' && w!.length < 6 && n.endsWith(w!)) ||
        n === w,
    );
    if (!wins) return n;
  }
  throw new Error('no losing number found');
}

/** Latin words other than brand names mean an untranslated text on a Khmer page. */
async function latinWords(text: string): Promise<string[]> {
  return (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => word !== 'Telegram');
}

test.describe('a visitor on a phone, in Khmer', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(phone);
  });

  test('sees the open draw and finds tickets by their last two digits', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('draw-top')).toHaveAttribute('data-phase', 'selling');
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByTestId('hot-strip').getByTestId('ticket-card').first()).toBeVisible();
    await fontsLoaded(page);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await latinWords(await page.getByTestId('draw-top').innerText())).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}home-draw-km-375.png`, fullPage: true });

    const form = page.getByTestId('search-form');
    await form.getByLabel('២ ខ្ទង់ចុងក្រោយ').fill('4a5');
    await expect(form.getByLabel('២ ខ្ទង់ចុងក្រោយ')).toHaveValue('45');
    await form.getByLabel('២ ខ្ទង់ចុងក្រោយ').press('Enter');

    const results = page.getByTestId('search-results');
    const cards = results.getByTestId('ticket-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(results).toContainText('រកឃើញ');
    for (const card of await cards.all()) {
      await expect(card.locator('p').first()).toHaveText(/^\d{4}45$/);
      await expect(card.getByTestId('ticket-price')).toHaveText(/^\$\d+\.\d{2}$/);
      await expect(card.getByTestId('ticket-remaining')).toHaveText(/\d+/);
      await expect(card.getByRole('button')).toBeDisabled();
    }
    expect(await latinWords(await results.innerText())).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}search-km-375.png` });
  });

  test('opens a shelf to see its numbers, and closes it again', async ({ page }) => {
    await page.goto('/');
    const shelves = page.getByTestId('shelves');
    const first = shelves.getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    const cards = shelves.getByTestId('ticket-card');
    await expect(cards.first()).toBeVisible();
    await expect(shelves).toContainText('រកឃើញ');
    expect(await overflowsHorizontally(page)).toBe(false);
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(0);
  });

  test('reads a past draw by day and checks a winning and a losing ticket', async ({ page }) => {
    await page.goto('/draw-results');
    await expect(page.getByTestId('result-board')).toBeVisible();
    await page.getByRole('button', { name: 'តាមថ្ងៃ' }).click();
    await pickDate(page.getByTestId('results-day'), 'day', draw.date);
    await expect(page.getByTestId('prize-first')).toContainText(firstPrize);
    for (const kind of ['near1', 'second', 'third', 'fourth', 'fifth', 'first3', 'last3', 'last2'])
      await expect(page.getByTestId(`prize-${kind}`)).toBeVisible();
    await fontsLoaded(page);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await latinWords(await page.getByTestId('result-board').innerText())).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}results-km-375.png`, fullPage: true });

    const check = page.getByTestId('check-ticket');
    await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').fill(firstPrize);
    await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').press('Enter');
    const answer = check.getByTestId('check-answer');
    await expect(answer).toContainText('អបអរសាទរ');
    await expect(answer.locator('li').first()).toContainText('រង្វាន់ទី ១');

    await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').fill(losingNumber());
    await check.getByRole('button', { name: 'ពិនិត្យ' }).click();
    await expect(answer).toContainText('មិនត្រូវរង្វាន់');

    await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').fill(firstPrize);
    await check.getByLabel('លេខសំបុត្រ ៦ ខ្ទង់').press('Enter');
    await expect(answer).toContainText('អបអរសាទរ');
    expect(await latinWords(await check.innerText())).toEqual([]);
    expect(await overflowsHorizontally(page)).toBe(false);
    await answer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}check-ticket-km-375.png` });
  });

  test('on a desktop the home and results pages lay out without overflow', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await expect(page.getByTestId('hot-strip').getByTestId('ticket-card').first()).toBeVisible();
    await fontsLoaded(page);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}home-draw-km-1280.png`, fullPage: true });
    await page.goto('/draw-results');
    await expect(page.getByTestId('prize-first')).toBeVisible();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}results-km-1280.png` });
  });

  test('in Thai the draw day reads in the Buddhist year and results in Thai', async ({ page }) => {
    await page.goto('/draw-results');
    await page.getByTestId('language-picker').selectOption('th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const year = String(Number(draws.at(-1)!.date.slice(0, 4)) + 543);
    await expect(page.getByTestId('result-board').locator('h2')).toContainText(year);
    await expect(page.getByTestId('prize-first')).toContainText('รางวัลที่ 1');
    await page.goto('/');
    // The official round name, once (issue 32: it read "งวดวันที่ …" and then "งวด …").
    await expect(page.getByTestId('draw-top').locator('h2')).toHaveText(/^งวด \d+ \S+ 25\d\d$/);
    expect((await page.getByTestId('draw-top').innerText()).match(/งวด/g)).toHaveLength(1);
    await page.screenshot({ path: `${screenshotDir}home-draw-th-375.png` });
  });
});
