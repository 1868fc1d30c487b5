import { errorMessage, ErrorCode } from '@lottery/contracts';
import {
  latinWords,
  lastOtp,
  newPhone,
  registerByApi,
  signInThroughUi,
  smsCount,
} from './support/accounts';
import {
  desktop,
  expect,
  fontsLoaded,
  overflowsHorizontally,
  phone,
  screenshotDir,
  test,
} from './support/fixtures';
import { openAdminTab } from './support/admin';

test.use({ viewport: phone });

test.describe('accounts on a phone, in Khmer', () => {
  test('a visitor registers with the SMS code, lands signed in, sees the profile and signs out', async ({
    page,
  }) => {
    const assets: string[] = [];
    page.on('request', (request) => assets.push(new URL(request.url()).pathname));
    const intlErrors: string[] = [];
    page.on('console', (message) => {
      if (/formatjs|MISSING_TRANSLATION|FORMAT_ERROR/.test(message.text()))
        intlErrors.push(message.text());
    });
    const tel = newPhone();

    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    const signIn = page.getByTestId('sign-in-form');
    await expect(signIn).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect((await fontsLoaded(page)).some((family) => family.includes('Khmer'))).toBe(true);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await latinWords(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}auth-km-375.png`, fullPage: true });

    // A phone that breaks the shared rule is refused before any request, in Khmer.
    await page.getByRole('tab', { name: 'ចុះឈ្មោះ' }).click();
    const register = page.getByTestId('register-form');
    await register.locator('input[name="Tel"]').fill('12345');
    await register.locator('button[type="submit"]').click();
    await expect(register.getByRole('alert')).toHaveText(errorMessage(ErrorCode.InvalidTel, 'km'));

    await register.locator('input[name="Tel"]').fill(tel);
    await register.locator('button[type="submit"]').click();
    const otpInput = page.getByTestId('otp-input');
    await expect(otpInput).toBeVisible();
    // The resend button counts down the seconds the server asked to wait.
    const resend = page.getByTestId('otp-resend');
    await expect(resend).toBeDisabled();
    await expect(resend).toContainText(/\d:\d\d/);
    const shown = await resend.textContent();
    await expect(resend).not.toHaveText(shown!, { timeout: 3_000 });
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await latinWords(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}register-otp-km-375.png`, fullPage: true });

    await otpInput.fill(await lastOtp(tel));
    await register.locator('button[type="submit"]').click();
    await register.locator('input[name="name"]').fill('សុខ សុភា');
    await register.locator('input[name="password"]').fill('lucky2026');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await latinWords(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}register-details-km-375.png`, fullPage: true });
    await register.locator('button[type="submit"]').click();
    const success = page.getByTestId('success-card');
    await expect(success).toBeVisible();
    await success.getByRole('link').click();

    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('bottom-member').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText('សុខ សុភា');
    await expect(page.getByTestId('profile-phone')).toHaveText(tel);
    await expect(page.getByTestId('profile-balance')).toHaveText('$0.00');
    await expect(page.getByTestId('profile-tickets')).toHaveText('0');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await latinWords(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}profile-km-375.png`, fullPage: true });

    // A member is kept out of the admin pages.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId('bottom-member').click();

    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('bottom-member')).toHaveCount(0);
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth-token');
    // The ended session is refused by the server too: /profile now sends to sign in.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth/);

    // Every text the flow showed exists in Khmer.
    expect(intlErrors).toEqual([]);
    // Members never download the admin pages. The shell's route table imports the admin route's
    // definition (its address, guard and tab names: a chunk named after the route); nothing
    // else of the admin may arrive.
    const entry = assets.find((path) => /^\/assets\/index-.*\.js$/.test(path));
    expect(entry).toBeDefined();
    const shell = await (await page.request.get(entry!)).text();
    const adminBeyondShell = assets.filter(
      (path) => /\/assets\/admin/.test(path) && !shell.includes(`./${path.split('/').pop()}`),
    );
    expect(adminBeyondShell).toEqual([]);
  });

  test('signing in on a second device signs the first out with a notice', async ({
    page,
    browser,
    request,
  }) => {
    const tel = newPhone();
    await registerByApi(request, tel, 'lucky2026', 'ចាន់ ដារា');
    await signInThroughUi(page, tel, 'lucky2026');

    const other = await browser.newContext({ viewport: phone });
    try {
      await signInThroughUi(await other.newPage(), tel, 'lucky2026');
    } finally {
      await other.close();
    }

    // The first device's next call is refused; it says why, in Khmer, and forgets the session.
    await page.reload();
    const dialog = page.getByTestId('error-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(errorMessage(ErrorCode.SignedInElsewhere, 'km'));
    await expect(page.getByTestId('bottom-member')).toHaveCount(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}another-device-km-375.png`, fullPage: true });
    await dialog.getByRole('button').click();
    await expect(dialog).toBeHidden();
  });

  test('a member recovers the password with an SMS code and signs in with the new one', async ({
    page,
    request,
  }) => {
    const tel = newPhone();
    await registerByApi(request, tel, 'lucky2026', 'ចាន់ ដារា');
    const sent = smsCount(tel);
    await page.goto('/auth?tab=recovery');
    const recovery = page.getByTestId('recovery-form');
    await recovery.locator('input[name="Tel"]').fill(tel);
    await recovery.locator('button[type="submit"]').click();
    await page.getByTestId('otp-input').fill(await lastOtp(tel, sent));
    await recovery.locator('button[type="submit"]').click();
    const passwords = recovery.locator('input[type="password"]');
    await passwords.nth(0).fill('newpass77');
    await passwords.nth(1).fill('newpass77');
    await recovery.locator('button[type="submit"]').click();
    await expect(page.getByTestId('success-card')).toBeVisible();
    expect(await latinWords(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}recovery-done-km-375.png`, fullPage: true });
    await page.getByTestId('success-card').getByRole('link').click();
    await signInThroughUi(page, tel, 'newpass77');
  });

  test('on a desktop the signed-in top bar shows balance, currency, deposit and tickets', async ({
    page,
    request,
  }) => {
    const tel = newPhone();
    await registerByApi(request, tel, 'lucky2026', 'ចាន់ ដារា');
    await signInThroughUi(page, tel, 'lucky2026');
    await page.setViewportSize(desktop);
    const bar = page.getByTestId('member-actions');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('top-bar-balance')).toHaveText('$0.00');
    await bar.getByRole('button', { name: 'KHR' }).click();
    await expect(page.getByTestId('top-bar-balance')).toHaveText('៛0.00');
    // New members pay by top-up, so the deposit button is there.
    await expect(page.getByTestId('deposit-button')).toBeVisible();
    await page.getByTestId('refresh-profile').click();
    await expect(page.getByTestId('refresh-profile')).toBeEnabled();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}top-bar-member-km-1280.png` });
    await page.getByTestId('deposit-button').click();
    await expect(page).toHaveURL(/\/profile\/payment\?type=deposit/);
  });

  test('a member adds a bank account with a fresh SMS code, a Telegram link and a new password', async ({
    page,
    request,
  }) => {
    const tel = newPhone();
    await registerByApi(request, tel, 'lucky2026', 'ចាន់ ដារា');
    await signInThroughUi(page, tel, 'lucky2026');
    await page.getByTestId('bottom-member').click();

    const bank = page.getByTestId('bank-section');
    await bank.getByRole('button', { name: 'បន្ថែម' }).click();
    await bank.locator('select').selectOption({ index: 1 });
    const inputs = bank.locator('input');
    await inputs.nth(0).fill('ចាន់ ដារា');
    await inputs.nth(1).fill('12345');
    await bank.locator('button[type="submit"]').click();
    // The shared rule refuses a short account number before anything is sent.
    await expect(bank.getByRole('alert')).toHaveText(
      errorMessage(ErrorCode.InvalidAccountNumber, 'km'),
    );
    await inputs.nth(1).fill('000 123 456');
    const tokenNow = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')?.value;
    const beforeBank = await tokenNow();
    const sent = smsCount(tel);
    await bank.locator('button[type="submit"]').click();
    await bank.getByTestId('otp-input').fill(await lastOtp(tel, sent));
    await bank.locator('button[type="submit"]').click();
    await expect(bank.locator('dl')).toContainText('000123456');
    // The bank change rotated the session: this browser holds the new token, the old one is refused.
    const afterBank = await tokenNow();
    expect(afterBank).toBeTruthy();
    expect(afterBank).not.toBe(beforeBank);
    const profileWith = (token: string | undefined) =>
      request.post('/api/customer/user/profile', { headers: { authorization: token ?? '' } });
    expect((await profileWith(beforeBank)).status()).toBe(401);

    // Where the member is signed in: this device, and "This was not me" opens the password change.
    const sessions = page.getByTestId('sessions-section');
    await expect(sessions.getByTestId('sign-ins').locator('li')).not.toHaveCount(0);
    await sessions.getByTestId('not-me').click();
    await expect(
      page.getByTestId('password-section').locator('input[type="password"]'),
    ).toHaveCount(2);
    await page.getByTestId('password-section').getByRole('button', { name: 'បោះបង់' }).click();

    const chat = page.getByTestId('chat-section');
    await chat.getByRole('button', { name: 'បន្ថែម' }).click();
    await chat.locator('input').fill('@lotto_fan');
    await chat.locator('button[type="submit"]').click();
    await expect(chat.getByRole('link')).toHaveAttribute('href', 'https://t.me/lotto_fan');

    const password = page.getByTestId('password-section');
    await password.getByRole('button', { name: 'ប្តូរ' }).click();
    const fields = password.locator('input[type="password"]');
    await fields.nth(0).fill('wrong999');
    await fields.nth(1).fill('better2027');
    await password.locator('button[type="submit"]').click();
    await expect(password.getByRole('alert')).toHaveText(
      errorMessage(ErrorCode.CurrentPasswordWrong, 'km'),
    );
    await fields.nth(0).fill('lucky2026');
    await password.locator('button[type="submit"]').click();
    await expect(fields).toHaveCount(0);
    // Rotated again: the page goes on with the new token; the bank change's token is refused.
    expect(await tokenNow()).not.toBe(afterBank);
    expect((await profileWith(afterBank)).status()).toBe(401);
    expect((await profileWith(await tokenNow())).status()).toBe(200);
    // (No Latin-word check here: the bank's name and the Telegram handle are the member's data.)
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}profile-filled-km-375.png`, fullPage: true });

    await page.getByTestId('sign-out').click();
    await signInThroughUi(page, tel, 'better2027');
  });

  test('an admin finds a member, locks and unlocks them, and sees it in the audit log', async ({
    page,
    request,
  }) => {
    const tel = newPhone();
    await registerByApi(request, tel, 'lucky2026', 'ចាន់ ដារា');
    await signInThroughUi(page, process.env.E2E_ADMIN_PHONE!, process.env.E2E_ADMIN_PASSWORD!);
    await page.goto('/admin');
    await page.getByRole('searchbox').fill(tel);
    await page.getByRole('search').locator('button[type="submit"]').click();
    const list = page.getByTestId('member-list');
    await expect(list.locator('li')).toHaveCount(1);
    await expect(list).toContainText(tel);
    // The search row and the member's controls fit a phone's width.
    expect(await overflowsHorizontally(page)).toBe(false);
    await list.getByRole('button', { name: 'ចាក់សោ' }).click();
    await expect(list.getByRole('button', { name: 'ដោះសោ' })).toBeVisible();
    // The locked member cannot sign in (911010).
    const refused = await request.post('/api/authCustomer', {
      data: { username: tel, password: 'lucky2026' },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(ErrorCode.AccountLocked);
    await list.getByRole('button', { name: 'ដោះសោ' }).click();
    await expect(list.getByRole('button', { name: 'ចាក់សោ' })).toBeVisible();

    await openAdminTab(page, 'កំណត់ហេតុសកម្មភាព');
    await expect(page.getByTestId('audit-list').locator('li').first()).toBeVisible();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.screenshot({ path: `${screenshotDir}admin-audit-km-375.png`, fullPage: true });
  });
});
