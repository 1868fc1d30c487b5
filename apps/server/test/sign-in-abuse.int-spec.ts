import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { randomBytes } from 'node:crypto';
import { PasswordHasher } from '../src/modules/auth/password-hasher.js';
import { call, newPhone, ok, PASSWORD, registerMember, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let addressCounter = 0;
/** Each test signs in from its own address (X-Forwarded-For, TRUST_PROXY on). */
function newAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function solveCaptcha(server: TestApp): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId, svg } = await ok(server, '/api/clientSignature', undefined, { method: 'GET' });
  // Drawn 300 x 100, for a picture at least 240 px wide on a phone.
  expect(svg).toMatch(/^<svg[^>]* width="300" height="100"/);
  const [row] = await sql(server, 'SELECT answer FROM captcha WHERE id = $1', [captchaId]);
  return { captchaId, captcha: row.answer.toUpperCase() };
}

/** A browser's own `device-id` cookie value (the server sets one like it: see below). */
function newDevice(): string {
  return randomBytes(16).toString('base64url');
}

/** The address ceiling of these tests (the default, 500, is sized for carrier NAT). */
const CEILING = 20;

describe('sign-in abuse', () => {
  let server: TestApp;
  let verify: ReturnType<typeof jest.spyOn>;
  let verifyNothing: ReturnType<typeof jest.spyOn>;
  const hashes = () => verify.mock.calls.length + verifyNothing.mock.calls.length;

  beforeAll(async () => {
    server = await startTestApp(
      { trustProxy: true, signInFailuresPerAddress: CEILING },
      { keepDatabase: true },
    );
    const hasher = server.app.get(PasswordHasher);
    verify = jest.spyOn(hasher, 'verify');
    verifyNothing = jest.spyOn(hasher, 'verifyNothing');
  });
  afterAll(() => server.close());

  const signIn = (body: Record<string, unknown>, address: string) =>
    call(server, '/api/authCustomer', body, { address });

  /** A sign-in from a browser holding the `device-id` cookie `device`. */
  async function signInFrom(body: Record<string, unknown>, address: string, device: string) {
    const response = await server.request('/api/authCustomer', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        cookie: `theme=dark; device-id=${device}`,
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number };
    return { status: response.status, code: json.code };
  }

  it('five wrong passwords lock the account (911010), and the 6th try answers 911010 without a hash', async () => {
    const { phone } = await registerMember(server);
    const wrong = { username: phone, password: 'wrong123' };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(wrong, newAddress())).code).toBe(ErrorCode.WrongPhoneOrPassword);
    }
    expect((await signIn({ ...wrong, ...(await solveCaptcha(server)) }, newAddress())).code).toBe(
      ErrorCode.WrongPhoneOrPassword,
    );
    const fifth = await signIn({ ...wrong, ...(await solveCaptcha(server)) }, newAddress());
    expect(fifth).toMatchObject({ status: 403, code: ErrorCode.AccountLocked });

    const before = hashes();
    const sixth = await signIn({ username: phone, password: PASSWORD }, newAddress());
    expect(sixth.code).toBe(ErrorCode.AccountLocked);
    const withCaptcha = await signIn(
      { username: phone, password: PASSWORD, ...(await solveCaptcha(server)) },
      newAddress(),
    );
    expect(withCaptcha.code).toBe(ErrorCode.AccountLocked);
    expect(hashes()).toBe(before);
  });

  it('wrong passwords sent all at once still lock the account at the 5th', async () => {
    const { phone } = await registerMember(server);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        signIn({ username: phone, password: 'wrong123' }, newAddress()),
      ),
    );
    const [row] = await sql(server, 'SELECT locked FROM member WHERE username = $1', [phone]);
    expect(row.locked).toBe(true);
    const right = await signIn({ username: phone, password: PASSWORD }, newAddress());
    expect(right.code).toBe(ErrorCode.AccountLocked);
  });

  it('a captcha is due after 3 failures of one phone: missing or wrong is 10002, right lets in', async () => {
    const { phone } = await registerMember(server);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await signIn({ username: phone, password: 'wrong123' }, newAddress());
    }
    const before = hashes();
    const missing = await signIn({ username: phone, password: PASSWORD }, newAddress());
    expect(missing).toMatchObject({ status: 400, code: ErrorCode.WrongCaptcha });
    const { captchaId } = await solveCaptcha(server);
    const wrong = await signIn(
      { username: phone, password: PASSWORD, captchaId, captcha: 'nope' },
      newAddress(),
    );
    expect(wrong.code).toBe(ErrorCode.WrongCaptcha);
    expect(hashes()).toBe(before);

    const solved = await solveCaptcha(server);
    await ok(server, '/api/authCustomer', { username: phone, password: PASSWORD, ...solved });
    // Single use.
    const reused = await signIn({ username: phone, password: PASSWORD, ...solved }, newAddress());
    expect(reused.code).not.toBe(ErrorCode.WrongCaptcha);
    // A success forgets the phone's failures: no captcha needed now.
    expect(reused.code).toBe(0);
  });

  it('the server gives a browser a long-lived HttpOnly device cookie on the sign-in calls', async () => {
    const response = await server.request('/api/clientSignature');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^device-id=[A-Za-z0-9_-]{22}; Max-Age=34560000; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    // A browser that has one keeps it: no new cookie.
    const again = await server.request('/api/clientSignature', {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    // Other calls neither set nor need it.
    expect((await server.request('/healthz')).headers.get('set-cookie')).toBeNull();
  });

  it('the device that failed 3 times gets the captcha, whatever the phone; right lets in', async () => {
    const address = newAddress();
    const device = newDevice();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await signInFrom(
        { username: newPhone(), password: 'wrong123' },
        address,
        device,
      );
      expect(answer.code).toBe(ErrorCode.WrongPhoneOrPassword);
    }
    const { phone } = await registerMember(server);
    const before = hashes();
    const refused = await signInFrom({ username: phone, password: PASSWORD }, newAddress(), device);
    expect(refused).toMatchObject({ status: 400, code: ErrorCode.WrongCaptcha });
    expect(hashes()).toBe(before);
    const solved = await solveCaptcha(server);
    const admitted = await signInFrom(
      { username: phone, password: PASSWORD, ...solved },
      newAddress(),
      device,
    );
    expect(admitted.code).toBe(0);
  });

  it("many members behind one address sign in without a captcha after another's failures", async () => {
    const carrierAddress = newAddress();
    const attacker = newDevice();
    // Ten failures from one phone on the carrier's address (the captcha is due for it after 3).
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await signInFrom({ username: newPhone(), password: 'wrong123' }, carrierAddress, attacker);
    }
    expect(
      (await signInFrom({ username: newPhone(), password: 'wrong123' }, carrierAddress, attacker))
        .code,
    ).toBe(ErrorCode.WrongCaptcha);
    // Members on their own phones, same address: straight in, first time and with a cookie-less
    // browser alike.
    for (let member = 0; member < 8; member += 1) {
      const { phone } = await registerMember(server);
      const answer =
        member % 2 === 0
          ? await signInFrom({ username: phone, password: PASSWORD }, carrierAddress, newDevice())
          : await signIn({ username: phone, password: PASSWORD }, carrierAddress);
      expect({ member, code: answer.code }).toEqual({ member, code: 0 });
    }
  });

  it('an expired captcha is refused', async () => {
    const address = newAddress();
    const device = newDevice();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await signInFrom({ username: newPhone(), password: 'wrong123' }, address, device);
    }
    const solved = await solveCaptcha(server);
    await sql(server, "UPDATE captcha SET expires_at = now() - interval '1 second' WHERE id = $1", [
      solved.captchaId,
    ]);
    const answer = await signInFrom(
      { username: newPhone(), password: PASSWORD, ...solved },
      address,
      device,
    );
    expect(answer.code).toBe(ErrorCode.WrongCaptcha);
  });

  it('one address may ask for 30 codes an hour, whatever the phones; then 429', async () => {
    const address = newAddress();
    for (let sent = 1; sent <= 30; sent += 1) {
      await ok(server, '/api/customer/user/getOtp', { Tel: newPhone() }, { address });
    }
    const refused = await call(
      server,
      '/api/customer/user/getOtp',
      { Tel: newPhone() },
      { address },
    );
    expect(refused).toMatchObject({ status: 429, code: ErrorCode.TooManyRequests });
    await ok(server, '/api/customer/user/getOtp', { Tel: newPhone() }, { address: newAddress() });
  });

  const suspendedAddress = newAddress();
  it('an address over the ceiling is suspended for 60 minutes (4290060), at no hash cost', async () => {
    // A spray: a new phone and no cookie each time, so neither account nor device asks for a
    // captcha; only the address's count grows.
    for (let attempt = 1; attempt <= CEILING; attempt += 1) {
      const answer = await signIn({ username: newPhone(), password: 'wrong123' }, suspendedAddress);
      expect(answer.code).toBe(ErrorCode.WrongPhoneOrPassword);
    }
    const { phone } = await registerMember(server);
    const before = hashes();
    const refused = await signIn(
      { username: phone, password: PASSWORD, ...(await solveCaptcha(server)) },
      suspendedAddress,
    );
    expect(refused).toMatchObject({ status: 429, code: ErrorCode.IpSuspended });
    expect(hashes()).toBe(before);
    const [row] = await sql(
      server,
      "SELECT until > now() + interval '59 minutes' AS long FROM address_suspension WHERE address = $1",
      [suspendedAddress],
    );
    expect(row.long).toBe(true);
  });

  it('the suspension is still in force after the server restarts', async () => {
    const databaseName = server.databaseName;
    await server.close();
    server = await startTestApp(
      { trustProxy: true, signInFailuresPerAddress: CEILING },
      { databaseName },
    );
    const hasher = server.app.get(PasswordHasher);
    verify = jest.spyOn(hasher, 'verify');
    verifyNothing = jest.spyOn(hasher, 'verifyNothing');

    const phone = newPhone();
    const refused = await signIn({ username: phone, password: PASSWORD }, suspendedAddress);
    expect(refused.code).toBe(ErrorCode.IpSuspended);
    expect(hashes()).toBe(0);
    // Other addresses still get in.
    const { phone: member } = await registerMember(server);
    expect((await signIn({ username: member, password: PASSWORD }, newAddress())).code).toBe(0);
    // After the 60 minutes it lifts.
    await sql(server, "UPDATE address_suspension SET until = now() - interval '1 second'");
    await sql(server, 'DELETE FROM login_failure');
    expect((await signIn({ username: member, password: PASSWORD }, suspendedAddress)).code).toBe(0);
  });
});
