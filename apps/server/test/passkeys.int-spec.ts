// Issue 34: passkeys. A software authenticator (an EC P-256 key, real WebAuthn bytes) registers,
// signs in, and confirms a withdrawal and a bank change; replayed and foreign assertions are
// refused with catalogue codes; a removed passkey no longer opens anything.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCatalogue, ErrorCode, type SessionsOverview } from '@lottery/contracts';
import { call, ok, PASSWORD, registerMember, sql } from './support/accounts.js';
import { SoftwareAuthenticator } from './support/software-authenticator.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { balanceOf, fund, memberWithBank } from './wallet-support.js';

const ORIGIN = 'https://shop.example';
const ADMIN_PHONE = '011222777';
const ADMIN_PASSWORD = 'admin2026';

describe('passkeys', () => {
  let server: TestApp;
  let admin: string;
  beforeAll(async () => {
    server = await startTestApp({
      webauthnOrigin: ORIGIN,
      webauthnRpId: 'shop.example',
      adminPhone: ADMIN_PHONE,
      adminPassword: ADMIN_PASSWORD,
    });
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(() => server.close());

  /** Adds a passkey made by a new software authenticator to the member. */
  async function addPasskey(token: string, name = 'My phone') {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = await ok(server, '/api/customer/passkey/registerOptions', {}, { token });
    const list = await ok(
      server,
      '/api/customer/passkey/register',
      { name, credential: authenticator.create(options) },
      { token },
    );
    return { authenticator, list };
  }

  async function stepUp(token: string, authenticator: SoftwareAuthenticator) {
    const options = await ok(server, '/api/customer/passkey/stepUpOptions', {}, { token });
    return call<{ stepUpToken: string }>(
      server,
      '/api/customer/passkey/stepUp',
      { credential: authenticator.get(options) },
      { token },
    );
  }

  async function signInWith(authenticator: SoftwareAuthenticator) {
    const options = await ok(server, '/api/customer/passkey/signInOptions');
    const credential = authenticator.get(options);
    const answer = await call<{ token: string }>(server, '/api/customer/passkey/signIn', {
      credential,
    });
    return { answer, credential };
  }

  it('a member adds a named passkey and sees it listed; the options name the configured party', async () => {
    const { token } = await registerMember(server);
    const options = await ok(server, '/api/customer/passkey/registerOptions', {}, { token });
    expect(options.rp).toEqual({ id: 'shop.example', name: 'Lottery shop' });
    const { authenticator, list } = await addPasskey(token, 'Sok’s phone');
    expect(list).toEqual([
      {
        id: expect.any(String),
        name: 'Sok’s phone',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    const [row] = await sql(server, 'SELECT credential_id, counter FROM passkey WHERE id = $1', [
      list[0].id,
    ]);
    expect(row).toEqual({ credential_id: authenticator.id, counter: '0' });
    // The same authenticator cannot be added twice, and a used challenge is not taken again.
    const again = await ok(server, '/api/customer/passkey/registerOptions', {}, { token });
    expect(again.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    const twice = await call(
      server,
      '/api/customer/passkey/register',
      { name: 'Again', credential: authenticator.create(again) },
      { token },
    );
    expect(twice.code).toBe(ErrorCode.PasskeyRefused);
    expect(await ok(server, '/api/customer/passkey/list', {}, { token })).toHaveLength(1);
  });

  it('signs in with a passkey: one session per member, recorded in the sign-in history', async () => {
    const { token: first } = await registerMember(server);
    const { authenticator } = await addPasskey(first);
    const before = await ok<SessionsOverview>(
      server,
      '/api/customer/user/sessions',
      {},
      { token: first },
    );

    const { answer } = await signInWith(authenticator);
    expect(answer.code).toBe(0);
    const token = answer.period.token;
    // The earlier session ended as a password sign-in would end it.
    expect((await call(server, '/api/customer/user/profile', {}, { token: first })).code).toBe(
      ErrorCode.SignedInElsewhere,
    );
    const after = await ok<SessionsOverview>(server, '/api/customer/user/sessions', {}, { token });
    expect(after.signIns).toHaveLength(before.signIns.length + 1);
    const [listed] = await ok(server, '/api/customer/passkey/list', {}, { token });
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion: the same answer twice, or an old counter on a new challenge', async () => {
    const { token } = await registerMember(server);
    const { authenticator } = await addPasskey(token);
    const { answer, credential } = await signInWith(authenticator);
    expect(answer.code).toBe(0);

    const replay = await call(server, '/api/customer/passkey/signIn', { credential });
    expect(replay).toMatchObject({
      status: 400,
      code: ErrorCode.PasskeyChallengeExpired,
      msg: errorCatalogue[ErrorCode.PasskeyChallengeExpired].en,
    });
    // A copy of the key signing a fresh challenge with the counter it already used (a clone).
    const options = await ok(server, '/api/customer/passkey/signInOptions');
    const cloned = await call(server, '/api/customer/passkey/signIn', {
      credential: authenticator.get(options, { raise: false }),
    });
    expect(cloned.code).toBe(ErrorCode.PasskeyRefused);
    // The member's session is untouched by the refusals.
    expect(
      (await call(server, '/api/customer/user/profile', {}, { token: answer.period.token })).code,
    ).toBe(0);
  });

  it("refuses another member's passkey for a step-up, in the caller's language", async () => {
    const { token: mine } = await registerMember(server);
    await addPasskey(mine);
    const { token: theirs } = await registerMember(server);
    const { authenticator: foreign } = await addPasskey(theirs);

    const options = await ok(server, '/api/customer/passkey/stepUpOptions', {}, { token: mine });
    const response = await server.request('/api/customer/passkey/stepUp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'km', authorization: mine },
      body: JSON.stringify({ credential: foreign.get(options) }),
    });
    const body = (await response.json()) as { code: number; msg: string };
    expect(body).toMatchObject({
      code: ErrorCode.PasskeyNotRecognised,
      msg: errorCatalogue[ErrorCode.PasskeyNotRecognised].km,
    });
    expect(await sql(server, 'SELECT 1 FROM passkey_proof')).toHaveLength(0);
  });

  it('a member with a passkey withdraws only with a passkey step-up, and a proof works once', async () => {
    const member = await memberWithBank(server);
    await fund(server, member.token, admin, '12.50');
    const { authenticator } = await addPasskey(member.token);

    const bare = await call(server, '/api/customer/payment/withdraw', {}, { token: member.token });
    expect(bare).toMatchObject({ status: 403, code: ErrorCode.PasskeyStepUpRequired });
    expect(await balanceOf(server, member.token)).toBe('12.50');

    const proof = await stepUp(member.token, authenticator);
    expect(proof.code).toBe(0);
    const withdrawal = await ok(
      server,
      '/api/customer/payment/withdraw',
      { stepUpToken: proof.period.stepUpToken },
      { token: member.token },
    );
    expect(withdrawal.amt).toBe('12.50');
    expect(await balanceOf(server, member.token)).toBe('0.00');
    const reused = await call(
      server,
      '/api/customer/payment/withdraw',
      { stepUpToken: proof.period.stepUpToken },
      { token: member.token },
    );
    expect(reused.code).toBe(ErrorCode.PasskeyStepUpRequired);
  });

  it('a member with a passkey changes the bank account with a step-up instead of an SMS code', async () => {
    const member = await memberWithBank(server);
    const { authenticator } = await addPasskey(member.token);
    const change = { accountNumber: `77${Date.now()}`.slice(0, 12) };
    const withSms = await call(
      server,
      '/api/customer/user/updateProfile',
      { ...change, otp: '123456' },
      { token: member.token },
    );
    expect(withSms.code).toBe(ErrorCode.PasskeyStepUpRequired);
    const proof = await stepUp(member.token, authenticator);
    const changed = await ok(
      server,
      '/api/customer/user/updateProfile',
      { ...change, stepUpToken: proof.period.stepUpToken },
      { token: member.token },
    );
    expect(changed.accountNumber).toBe(change.accountNumber);
    expect(changed.token).toEqual(expect.any(String)); // the session rotated
  });

  it('removes a passkey with the password; then it opens nothing and SMS rules again', async () => {
    const member = await memberWithBank(server);
    await fund(server, member.token, admin, '3.00');
    const { authenticator, list } = await addPasskey(member.token);
    const wrong = await call(
      server,
      '/api/customer/passkey/remove',
      { id: list[0].id, password: 'wrong999' },
      { token: member.token },
    );
    expect(wrong.code).toBe(ErrorCode.CurrentPasswordWrong);
    const { token: other } = await registerMember(server);
    const notMine = await call(
      server,
      '/api/customer/passkey/remove',
      { id: list[0].id, password: PASSWORD },
      { token: other },
    );
    expect(notMine.code).toBe(ErrorCode.PasskeyNotFound);

    expect(
      await ok(
        server,
        '/api/customer/passkey/remove',
        { id: list[0].id, password: PASSWORD },
        { token: member.token },
      ),
    ).toEqual([]);
    const { answer } = await signInWith(authenticator);
    expect(answer.code).toBe(ErrorCode.PasskeyNotRecognised);
    const withdrawal = await ok(
      server,
      '/api/customer/payment/withdraw',
      {},
      { token: member.token },
    );
    expect(withdrawal.amt).toBe('3.00');
  });
});
