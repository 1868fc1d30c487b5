import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eQuery } from './database';
import { expect } from './fixtures';

let phonesMade = 0;

/** A phone number (10 digits, from 0) no other member of this run has, even in the same millisecond. */
export function newPhone(): string {
  phonesMade += 1;
  return `0${String(Date.now()).slice(-6)}${String(phonesMade % 1000).padStart(3, '0')}`;
}

interface OutboxLine {
  to: string;
  text: string;
  code: string | null;
  at: string;
}

function outboxFile(): string {
  const file = process.env.E2E_SMS_OUTBOX;
  if (!file) throw new Error('E2E_SMS_OUTBOX is not set: run through the Playwright config');
  return file;
}

/** The SMS with a code sent to `phone` so far, oldest first. */
function smsTo(phone: string): OutboxLine[] {
  let text: string;
  try {
    text = readFileSync(outboxFile(), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to === phone && line.code);
}

export const smsCount = (phone: string) => smsTo(phone).length;

/**
 * The code of the last SMS sent to `phone`, waiting until more than `already` were sent (SMS
 * leave from an outbox after the commit, so the file is written a moment after the answer).
 */
export async function lastOtp(phone: string, already = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const lines = smsTo(phone);
        code = lines.length > already ? (lines.at(-1)?.code ?? null) : null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  // The relay writes the file first and marks the message sent a moment later; the server takes
  // no code before that (as the server tests' own helper waits too).
  await expect
    .poll(async () => {
      const [row] = await e2eQuery<{ unsent: string }>(
        'SELECT count(*) AS unsent FROM sms_outbox WHERE to_phone = $1 AND sent_at IS NULL',
        [phone],
      );
      return row?.unsent;
    })
    .toBe('0');
  return code!;
}

let addressesMade = 0;

async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  address: string,
): Promise<T> {
  const response = await request.post(path, {
    data,
    headers: { locale: 'en', 'x-forwarded-for': address },
  });
  const body = (await response.json()) as { code: number; msg: string; result: { period: T } };
  if (body.code !== 0) throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  return body.result.period;
}

/** A new member made through the API (the UI flow has its own test). */
export async function registerByApi(
  request: APIRequestContext,
  phone: string,
  password: string,
  name: string,
): Promise<void> {
  // Each from an address of its own, as members are: the suite makes more members than one
  // address may ask codes for in an hour (30). The test server trusts X-Forwarded-For, as the
  // shop's does behind its proxy (global-setup.ts).
  addressesMade += 1;
  const address = `10.1.${Math.floor(addressesMade / 250)}.${(addressesMade % 250) + 1}`;
  await post(request, '/api/customer/user/getOtp', { Tel: phone, purpose: 'register' }, address);
  const otp = await lastOtp(phone);
  const { verifyToken } = await post<{ verifyToken: string }>(
    request,
    '/api/customer/user/verifyOtp',
    { Tel: phone, otp },
    address,
  );
  await post(
    request,
    '/api/customer/user/register',
    { Tel: phone, verifyToken, password, name },
    address,
  );
}

/** Signs in through the /auth page and waits for the home page with the member's bar. */
export async function signInThroughUi(page: Page, phone: string, password: string) {
  await page.goto('/auth');
  const form = page.getByTestId('sign-in-form');
  await form.locator('input[name="username"]').fill(phone);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('bottom-member')).toBeVisible();
}

/**
 * Latin words in the page's text (English left in a Khmer page). Currency codes, SMS, Telegram
 * and the language picker's "English" (each language is named in itself) are meant to be there.
 */
export async function latinWords(page: Page): Promise<string[]> {
  // Lists of data (bank names in a select) and names marked not to translate (a browser's, a
  // system's) are proper nouns, not interface text.
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('select, svg, [translate="no"]').forEach((element) => element.remove());
    return clone.textContent ?? '';
  });
  return text.replace(/USD|KHR|SMS|Telegram|English/g, ' ').match(/[A-Za-z]{3,}/g) ?? [];
}
