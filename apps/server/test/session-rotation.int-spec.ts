// Issue 34: changing the password (or the bank account) rotates the member's one session: the
// answer carries a new token for this device and every earlier copy of the old one is refused.
// The profile shows the current session and the last ten sign-ins.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, SIGN_IN_HISTORY_SIZE, type SessionsOverview } from '@lottery/contracts';
import { call, ok, PASSWORD, readOtp, registerMember, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions end when they should', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  /** A sign-in over real HTTP from a device and an address. */
  async function signIn(phone: string, userAgent: string, address: string, password = PASSWORD) {
    const response = await server.request('/api/authCustomer', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ username: phone, password }),
    });
    const body = (await response.json()) as { code: number; result: { period: { token: string } } };
    expect(body.code).toBe(0);
    return body.result.period.token;
  }

  const profile = (token: string) => call(server, '/api/customer/user/profile', {}, { token });

  it('a password change gives this device a new token; every copy of the old one is refused', async () => {
    const { phone } = await registerMember(server);
    const token = await signIn(phone, ANDROID_CHROME, '203.0.113.7');
    const copy = token; // taken earlier: a shared phone, a leaked link
    const before = await ok<SessionsOverview>(server, '/api/customer/user/sessions', {}, { token });

    const changed = await call<{ token: string }>(
      server,
      '/api/customer/user/changePassword',
      { oldPassword: PASSWORD, newPassword: 'newpass456' },
      { token },
    );
    expect(changed).toMatchObject({ status: 200, code: 0 });
    const fresh = changed.period.token;
    expect(fresh).not.toBe(token);

    expect(await profile(copy)).toMatchObject({ status: 401, code: ErrorCode.Unauthorized });
    expect(await profile(fresh)).toMatchObject({ code: 0, period: { username: phone } });
    // The same session goes on: same device and sign-in time, and no new sign-in recorded.
    const after = await ok<SessionsOverview>(
      server,
      '/api/customer/user/sessions',
      {},
      {
        token: fresh,
      },
    );
    expect(after.current).toMatchObject({
      device: 'Chrome · Android',
      address: '203.0.113.7',
      since: before.current.since,
    });
    expect(after.signIns).toEqual(before.signIns);
    // The old password no longer signs in; the new one does (and ends the rotated session: 4011).
    const wrong = await call(server, '/api/authCustomer', { username: phone, password: PASSWORD });
    expect(wrong.code).toBe(ErrorCode.WrongPhoneOrPassword);
    await signIn(phone, IPHONE_SAFARI, '198.51.100.4', 'newpass456');
    expect(await profile(fresh)).toMatchObject({ code: ErrorCode.SignedInElsewhere });
    // A wrong current password changes nothing.
    const refused = await call(
      server,
      '/api/customer/user/changePassword',
      { oldPassword: 'nope12345', newPassword: 'other789' },
      { token: fresh },
    );
    expect(refused.code).not.toBe(0);
  });

  it('a bank account change rotates the session too; a name change does not', async () => {
    const { phone } = await registerMember(server);
    const token = await signIn(phone, ANDROID_CHROME, '203.0.113.8');
    const path = '/api/customer/user/updateProfile';

    const renamed = await ok<{ token?: string; name: string }>(
      server,
      path,
      { name: 'Chan Dara' },
      {
        token,
      },
    );
    expect(renamed.name).toBe('Chan Dara');
    expect(renamed.token).toBeUndefined();
    expect(await profile(token)).toMatchObject({ code: 0 });

    await ok(server, '/api/customer/user/getOtp', { purpose: 'bank' }, { token });
    const otp = await readOtp(server, phone);
    const bank = { bankName: 'ACLEDA', accountName: 'Chan Dara', accountNumber: '777788880101' };
    const saved = await ok<{ token?: string; accountNumber: string }>(
      server,
      path,
      { ...bank, otp },
      { token },
    );
    expect(saved.accountNumber).toBe(bank.accountNumber);
    expect(saved.token).toEqual(expect.any(String));
    expect(await profile(token)).toMatchObject({ status: 401, code: ErrorCode.Unauthorized });
    expect(await profile(saved.token!)).toMatchObject({ code: 0 });
  });

  it('the profile shows the current session and the last ten sign-ins, newest first', async () => {
    const { phone } = await registerMember(server);
    const devices = [IPHONE_SAFARI, ANDROID_CHROME]; // the last of twelve: Android
    let token = '';
    for (let index = 0; index < SIGN_IN_HISTORY_SIZE + 2; index += 1) {
      token = await signIn(phone, devices[index % 2]!, `198.51.100.${index + 10}`);
    }
    const overview = await ok<SessionsOverview>(
      server,
      '/api/customer/user/sessions',
      {},
      {
        token,
      },
    );
    expect(overview.current).toMatchObject({
      device: 'Chrome · Android',
      address: '198.51.100.21',
    });
    expect(Date.parse(overview.current.lastSeen)).toBeGreaterThanOrEqual(
      Date.parse(overview.current.since),
    );
    expect(overview.signIns).toHaveLength(SIGN_IN_HISTORY_SIZE);
    expect(overview.signIns[0]).toMatchObject({
      device: 'Chrome · Android',
      address: '198.51.100.21',
    });
    expect(overview.signIns[1]).toMatchObject({
      device: 'Safari · iPhone',
      address: '198.51.100.20',
    });
    expect(overview.signIns.at(-1)).toMatchObject({ address: '198.51.100.12' });
    // The table is trimmed, not only the answer.
    const [row] = await sql<{ count: string }>(
      server,
      `SELECT count(*) FROM sign_in s JOIN member m ON m.id = s.member_id WHERE m.username = $1`,
      [phone],
    );
    expect(Number(row!.count)).toBe(SIGN_IN_HISTORY_SIZE);
    // Without a session: 401.
    expect((await call(server, '/api/customer/user/sessions')).status).toBe(401);
  });
});
