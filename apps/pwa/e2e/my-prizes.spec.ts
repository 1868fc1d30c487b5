import { latinWords, signInThroughUi } from './support/accounts';
import { e2eQuery } from './support/database';
import { expect, overflowsHorizontally, phone, screenshotDir, test } from './support/fixtures';
import { call, memberWithMoney, signInByApi } from './support/shop';
import { km } from './support/messages';

test('my prizes: credited, awaiting payout and partly paid, in Khmer; the ticket card says partly paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await memberWithMoney(request, '1.00');
  // A past draw, already settled, where the member's sheets won: the first prize (waiting for an
  // admin, above the auto-credit limit) and a last-two-digits prize (credited at publication).
  // Settlement has its own tests; this one is about what the member reads.
  const [won] = await e2eQuery<{ gid: string; first: string }>(
    `WITH g AS (
       INSERT INTO game_event (agent_id, round_name, draw_date, open_sell_at, close_sell_at, status)
       VALUES ('default', 'งวด e2e prizes', '2011-11-16', '2011-11-01', '2011-11-15', 'CLOSE')
       RETURNING id),
     o AS (
       INSERT INTO purchase_order (agent_id, member_id, game_event_id, total, quantity, for_myself)
       SELECT 'default', $1, g.id, 700, 2, true FROM g RETURNING id, game_event_id),
     p AS (
       INSERT INTO product (game_event_id, number, price, remaining, total, sold, photo)
       SELECT g.id, n, 350, 0, 1, 1, '/ticket-photo/' || n || '-1.svg'
         FROM g, unnest(ARRAY['507392', '118455']) AS n
       RETURNING id, number, game_event_id),
     l AS (
       INSERT INTO order_line (order_id, product_id, number, qty, price)
       SELECT o.id, p.id, p.number, 1, 350 FROM o, p),
     s AS (
       INSERT INTO sheet (product_id, game_event_id, number, set_no, photo, order_id, sold_to,
                          sold_at, owner_id, reward_status)
       SELECT p.id, p.game_event_id, p.number, 1, '/ticket-photo/' || p.number || '-1.svg', o.id,
              'member', now(), $1, 2
         FROM o, p RETURNING id, number, game_event_id)
     INSERT INTO ticket_prize (sheet_id, kind, agent_id, game_event_id, member_id, number, amount,
                               status, paid, credited_at)
     SELECT s.id, CASE WHEN s.number = '507392' THEN 'first' ELSE 'last2' END, 'default',
            s.game_event_id, $1, s.number,
            CASE WHEN s.number = '507392' THEN 17500000 ELSE 6500 END,
            CASE WHEN s.number = '507392' THEN 'waiting' ELSE 'credited' END,
            CASE WHEN s.number = '507392' THEN 0 ELSE 6500 END,
            CASE WHEN s.number = '507392' THEN NULL ELSE now() END
       FROM s
     RETURNING game_event_id::text AS gid,
               (SELECT id::text FROM s WHERE number = '507392') AS first`,
    [member.id],
  );

  // An admin pays 50,000.00 of the first prize through the real call.
  const admin = await signInByApi(
    request,
    process.env.E2E_ADMIN_PHONE!,
    process.env.E2E_ADMIN_PASSWORD!,
  );
  const part = await call<{ remaining: string }>(
    request,
    '/api/company/draw/creditPrize',
    { sheetId: won!.first, kind: 'first', amt: '50000.00' },
    admin,
  );
  expect(part.code, part.msg).toBe(0);
  expect(part.result.period.remaining).toBe('125000.00');

  const context = await browser.newContext({ viewport: phone });
  await context.addCookies([{ name: 'locale', value: 'km', url: process.env.E2E_BASE_URL! }]);
  const page = await context.newPage();
  await signInThroughUi(page, member.phone, member.password);
  await page.goto('/profile');
  await page.getByTestId('profile-prizes-link').click();
  await expect(page).toHaveURL(/\/profile\/prizes$/);

  const first = page.locator('[data-testid="my-prize"][data-number="507392"]');
  await expect(first).toHaveAttribute('data-status', 'partlyPaid');
  await expect(first.getByTestId('partly-paid')).toContainText('$50,000.00');
  await expect(first.getByTestId('partly-paid')).toContainText('$125,000.00');
  const small = page.locator('[data-testid="my-prize"][data-number="118455"]');
  await expect(small.getByTestId('prize-credited')).toHaveText(km['prizes.credited']!);
  // What "awaiting payout" means and what the member does next.
  await expect(page.getByTestId('prizes-help')).toContainText(km['prizes.waitingHelp']!);
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(await latinWords(page)).toEqual([]);
  await page.screenshot({ path: `${screenshotDir}my-prizes-km-375.png`, fullPage: true });

  // The ticket card of that draw: partly paid, not "awaiting payout" for the whole amount.
  await page.goto(`/profile/my-tickets?gid=${won!.gid}`);
  const card = page.getByTestId('owned-ticket').filter({ hasText: '507392' });
  await expect(card.getByTestId('partly-paid')).toBeVisible();
  await expect(card.getByTestId('awaiting-payout')).toHaveCount(0);
  await page.screenshot({
    path: `${screenshotDir}my-tickets-partly-paid-km-375.png`,
    fullPage: true,
  });
});
