import { createECDH, randomBytes } from 'node:crypto';
import { latinWords, newPhone, registerByApi, signInThroughUi } from './support/accounts';
import { e2eQuery } from './support/database';
import { expect, overflowsHorizontally, phone, screenshotDir, test } from './support/fixtures';
import { km } from './support/messages';

test('a member turns notices on in the profile, in Khmer: the subscription is saved with the language', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tel = newPhone();
  await registerByApi(request, tel, 'notice2026', 'សុខ ចាន់');
  const context = await browser.newContext({ viewport: phone });
  await context.grantPermissions(['notifications']);
  await context.addCookies([{ name: 'locale', value: 'km', url: process.env.E2E_BASE_URL! }]);
  // Chromium's push service is Google's (FCM), which this machine cannot reach: the browser's
  // own subscribe() fails there. It is replaced in the page by one answering what a browser
  // answers (an endpoint and real P-256 / auth keys); everything else is the real app, its real
  // service worker and the real server.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const fake = {
    endpoint: `https://push.example.invalid/e2e/${randomBytes(8).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await context.addInitScript((sub) => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: sub.endpoint,
        toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe(options) {
      // The app must hand over the shop's VAPID key, as the real subscribe requires.
      if (!options?.applicationServerKey || !options.userVisibleOnly)
        throw new DOMException('no applicationServerKey', 'NotAllowedError');
      (window as unknown as { vapidKeyLength: number }).vapidKeyLength = (
        options.applicationServerKey as Uint8Array
      ).byteLength;
      current = make();
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, fake);
  const page = await context.newPage();
  await signInThroughUi(page, tel, 'notice2026');
  await page.goto('/profile');

  const section = page.getByTestId('push-section');
  await expect(section.getByTestId('push-opt-in')).toHaveAttribute('data-state', 'off');
  await expect(section).toContainText(km['push.off']!);
  await section.getByTestId('push-on').click();
  await expect(section.getByTestId('push-opt-in')).toHaveAttribute('data-state', 'on');
  await expect(section).toContainText(km['push.on']!);
  // The shop's VAPID public key went to subscribe(): 65 bytes (an uncompressed P-256 point).
  expect(
    await page.evaluate(() => (window as unknown as { vapidKeyLength: number }).vapidKeyLength),
  ).toBe(65);

  const [saved] = await e2eQuery<{
    endpoint: string;
    p256dh: string;
    auth: string;
    locale: string;
  }>(
    `SELECT s.endpoint, s.p256dh, s.auth, s.locale FROM push_subscription s
       JOIN member m ON m.id = s.member_id WHERE m.username = $1`,
    [tel],
  );
  expect(saved).toEqual({ ...fake, locale: 'km' });
  expect(await overflowsHorizontally(page)).toBe(false);
  expect(await latinWords(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}push-opt-in-km-375.png` });

  // Turning them off removes the subscription.
  await section.getByTestId('push-off').click();
  await expect(section.getByTestId('push-opt-in')).toHaveAttribute('data-state', 'off');
  const left = await e2eQuery(`SELECT 1 FROM push_subscription WHERE endpoint = $1`, [
    fake.endpoint,
  ]);
  expect(left).toHaveLength(0);
  await context.close();
});

test('an admin pays part of a prize from the prizes tab: paid and remaining show, then the rest', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tel = newPhone();
  await registerByApi(request, tel, 'winner2026', 'Part Winner');
  const [sheet] = await e2eQuery<{ id: string; game_event_id: string; number: string }>(
    `SELECT s.id, s.game_event_id, s.number FROM sheet s
      WHERE NOT EXISTS (SELECT 1 FROM ticket_prize p WHERE p.sheet_id = s.id) LIMIT 1`,
  );
  await e2eQuery(
    `INSERT INTO ticket_prize (sheet_id, kind, agent_id, game_event_id, member_id, number, amount, status)
     SELECT $1, 'first', 'default', $2, id, $3, 600000000, 'waiting' FROM member WHERE username = $4`,
    [sheet!.id, sheet!.game_event_id, sheet!.number, tel],
  );
  const context = await browser.newContext({ viewport: phone });
  await context.addCookies([{ name: 'locale', value: 'km', url: process.env.E2E_BASE_URL! }]);
  const admin = await context.newPage();
  await signInThroughUi(admin, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: km['admin.prizes']!, exact: true }).click();
  const row = admin.getByTestId('prize-admin').locator('li').filter({ hasText: 'Part Winner' });
  const amount = row.getByLabel(km['admin.prizePart']!);
  await expect(amount).toHaveAttribute('placeholder', '6000000.00');

  await amount.fill('2500000.00');
  await row.getByRole('button', { name: km['admin.prizeCredit']! }).click();
  await expect(row.getByTestId('prize-part-paid')).toContainText('$2,500,000.00');
  await expect(row.getByTestId('prize-part-paid')).toContainText('$3,500,000.00');
  await expect(amount).toHaveAttribute('placeholder', '3500000.00');
  const [part] = await e2eQuery<{ status: string; paid: string }>(
    `SELECT status, paid::text AS paid FROM ticket_prize WHERE sheet_id = $1 AND kind = 'first'`,
    [sheet!.id],
  );
  expect(part).toEqual({ status: 'waiting', paid: '250000000' });
  expect(await overflowsHorizontally(admin)).toBe(false);
  await row.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${screenshotDir}admin-prize-part-km-375.png` });

  // More than remains: refused with the catalogue's text, nothing paid.
  await amount.fill('9000000.00');
  await row.getByRole('button', { name: km['admin.prizeCredit']! }).click();
  await expect(admin.getByTestId('prize-admin').getByTestId('form-error')).toBeVisible();

  // Empty pays what remains: the prize is credited and leaves the waiting list.
  await amount.fill('');
  await row.getByRole('button', { name: km['admin.prizeCredit']! }).click();
  await expect(row).toHaveCount(0);
  const [paid] = await e2eQuery<{ status: string; paid: string }>(
    `SELECT status, paid::text AS paid FROM ticket_prize WHERE sheet_id = $1 AND kind = 'first'`,
    [sheet!.id],
  );
  expect(paid).toEqual({ status: 'credited', paid: '600000000' });
  await context.close();
});
