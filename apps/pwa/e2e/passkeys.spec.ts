// Issue 34: passkeys in a real Chromium, with its virtual authenticator (the DevTools WebAuthn
// domain) standing in for the phone's: add one in the profile, sign out, sign in with it, confirm
// a withdrawal with it, remove it. WebAuthn refuses an IP address as the relying party, so this
// spec talks to the same server as http://localhost:<port>; outside production the server takes
// the relying party from the request (docs/operations.md: WEBAUTHN_ORIGIN / WEBAUTHN_RP_ID).
import type { APIRequestContext, Page } from '@playwright/test';
import { latinWords, newPhone, registerByApi } from './support/accounts';
import { e2eQuery } from './support/database';
import { expect, overflowsHorizontally, phone, test } from './support/fixtures';

test.use({ viewport: phone });

const shots = '/tmp/shots/passkeys/';
const local = () => process.env.E2E_BASE_URL!.replace('127.0.0.1', 'localhost');

async function api<T>(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(`${local()}${path}`, {
    data,
    headers: { locale: 'en', ...(token ? { authorization: token } : {}) },
  });
  const body = (await response.json()) as { code: number; msg: string; result: { period: T } };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.result.period;
}

/** A phone's authenticator: passkeys kept on it, the person verified by fingerprint. */
async function virtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { devtools, authenticatorId };
}

async function signInWithPassword(page: Page, tel: string, password: string) {
  await page.goto(`${local()}/auth`);
  const form = page.getByTestId('sign-in-form');
  await form.locator('input[name="username"]').fill(tel);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('bottom-member')).toBeVisible();
}

test('a member adds a passkey, signs in with it, confirms a withdrawal with it and removes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tel = newPhone();
  const password = 'lucky2026';
  await registerByApi(request, tel, password, 'សុខ ចន្ថា');
  // A bank account and $5 on the balance (a deposit the admin confirmed), to withdraw.
  const { token } = await api<{ token: string }>(request, '/api/authCustomer', {
    username: tel,
    password,
  });
  await e2eQuery(
    `UPDATE member SET bank_name = 'ABA', account_name = 'Sok Chantha', account_number = $2
      WHERE username = $1`,
    [tel, `8${tel}`],
  );
  const admin = await api<{ token: string }>(request, '/api/authCustomer', {
    username: process.env.E2E_ADMIN_PHONE,
    password: process.env.E2E_ADMIN_PASSWORD,
  });
  const { RefId } = await api<{ RefId: string }>(
    request,
    '/api/customer/payment/deposit',
    { amt: '5' },
    token,
  );
  await api(request, '/api/company/payment/confirmDeposit', { RefId }, admin.token);

  const { devtools, authenticatorId } = await virtualAuthenticator(page);
  await signInWithPassword(page, tel, password);

  // Add a passkey in the profile, named.
  await page.goto(`${local()}/profile`);
  const section = page.getByTestId('passkeys-section');
  await expect(section.getByTestId('passkeys-none')).toBeVisible();
  await section.getByTestId('passkey-name').fill('ទូរស័ព្ទ Android');
  await section.getByTestId('passkey-add').click();
  await expect(section.getByTestId('passkey-item')).toHaveCount(1);
  await expect(section.getByTestId('passkey-item')).toContainText('ទូរស័ព្ទ Android');
  await expect(section.getByTestId('passkey-last-used')).toHaveText('មិនទាន់បានប្រើ');
  const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');
  await section.scrollIntoViewIfNeeded();
  expect(await overflowsHorizontally(page)).toBe(false);
  await section.screenshot({ path: `${shots}profile-passkeys-km-375.png` });

  // Sign out, then sign in with the passkey: no phone number, no password.
  await page.getByTestId('sign-out').click();
  await page.goto(`${local()}/auth`);
  const button = page.getByTestId('passkey-sign-in');
  await expect(button).toHaveText('ចូលដោយកូដសម្ងាត់');
  expect(await latinWords(page)).toEqual([]);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}sign-in-km-375.png`, fullPage: true });
  await button.click();
  await expect(page.getByTestId('bottom-member')).toBeVisible();
  const [signIn] = await e2eQuery<{ n: string }>(
    `SELECT count(*) AS n FROM passkey p JOIN member m ON m.id = p.member_id
      WHERE m.username = $1 AND p.last_used_at IS NOT NULL`,
    [tel],
  );
  expect(signIn!.n).toBe('1');

  // The withdrawal asks for the passkey: the authenticator's counter goes up once more.
  const before = (await devtools.send('WebAuthn.getCredentials', { authenticatorId }))
    .credentials[0]!.signCount;
  await page.goto(`${local()}/profile/payment?type=withdraw`);
  const panel = page.getByTestId('withdraw-panel');
  await panel.locator('button.btn-primary').click();
  await panel.locator('[role="alertdialog"] button.btn-primary').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  const after = (await devtools.send('WebAuthn.getCredentials', { authenticatorId }))
    .credentials[0]!.signCount;
  expect(after).toBeGreaterThan(before);

  // Remove it with the password: the list is empty again.
  await page.goto(`${local()}/profile`);
  await expect(section.getByTestId('passkey-last-used')).toContainText('ប្រើចុងក្រោយ');
  await section.screenshot({ path: `${shots}profile-passkeys-used-km-375.png` });
  await section.getByTestId('passkey-remove').click();
  await section.getByTestId('passkey-remove-password').fill(password);
  await section.getByTestId('passkey-remove-confirm').click();
  await expect(section.getByTestId('passkeys-none')).toBeVisible();
  const [left] = await e2eQuery<{ n: string }>(
    `SELECT count(*) AS n FROM passkey p JOIN member m ON m.id = p.member_id WHERE m.username = $1`,
    [tel],
  );
  expect(left!.n).toBe('0');
});
