import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { call, newPhone, ok, PASSWORD, readOtp, registerMember, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('password recovery', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  async function resetToken(phone: string): Promise<string> {
    expect(await ok(server, '/api/customer/user/getOtpRecove', { Tel: phone })).toEqual({
      resendIn: 60,
      expiresIn: 300,
    });
    const otp = await readOtp(server, phone);
    const { resetToken } = await ok(server, '/api/customer/user/verifyOtpRecove', {
      Tel: phone,
      otp,
    });
    return resetToken;
  }

  it('sets a new password, unlocks the account and ends its session', async () => {
    const { phone, token } = await registerMember(server);
    await sql(server, 'UPDATE member SET locked = true, failed_logins = 5 WHERE username = $1', [
      phone,
    ]);
    const token2 = await resetToken(phone);
    const answer = await ok(server, '/api/customer/user/changePasswordRecove', {
      Tel: phone,
      resetToken: token2,
      password: 'newpass99',
    });
    expect(answer).toBeNull();
    expect((await call(server, '/api/customer/user/profile', {}, { token })).code).toBe(
      ErrorCode.Unauthorized,
    );
    const old = await call(server, '/api/authCustomer', { username: phone, password: PASSWORD });
    expect(old.code).toBe(ErrorCode.WrongPhoneOrPassword);
    await ok(server, '/api/authCustomer', { username: phone, password: 'newpass99' });

    const reused = await call(server, '/api/customer/user/changePasswordRecove', {
      Tel: phone,
      resetToken: token2,
      password: 'another99',
    });
    expect(reused.code).toBe(ErrorCode.PhoneNotVerified);
  });

  it('an unknown phone is 5026; wrong and expired codes are 5021 and 5020', async () => {
    const unknown = await call(server, '/api/customer/user/getOtpRecove', { Tel: newPhone() });
    expect(unknown).toMatchObject({ status: 404, code: ErrorCode.MemberNotFound });

    const { phone } = await registerMember(server);
    await ok(server, '/api/customer/user/getOtpRecove', { Tel: phone });
    const otp = await readOtp(server, phone);
    const wrong = await call(server, '/api/customer/user/verifyOtpRecove', {
      Tel: phone,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.code).toBe(ErrorCode.OtpInvalid);
    await sql(
      server,
      "UPDATE otp SET expires_at = now() WHERE phone = $1 AND purpose = 'recover'",
      [phone],
    );
    const expired = await call(server, '/api/customer/user/verifyOtpRecove', { Tel: phone, otp });
    expect(expired.code).toBe(ErrorCode.OtpExpired);
    // A register code is not a recovery code.
    const none = await call(server, '/api/customer/user/verifyOtpRecove', {
      Tel: newPhone(),
      otp,
    });
    expect(none.code).toBe(ErrorCode.OtpNotFound);
  });

  it('a reset token of another phone or a made-up one is refused', async () => {
    const { phone } = await registerMember(server);
    const { phone: other } = await registerMember(server);
    const token = await resetToken(phone);
    for (const [Tel, resetToken] of [
      [other, token],
      [phone, 'made-up'],
    ]) {
      const answer = await call(server, '/api/customer/user/changePasswordRecove', {
        Tel,
        resetToken,
        password: 'newpass99',
      });
      expect(answer.code).toBe(ErrorCode.PhoneNotVerified);
    }
  });
});

describe('profile', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('changes the password: missing 5022/5023, wrong current 5024, weak new refused', async () => {
    const { phone, token } = await registerMember(server);
    const path = '/api/customer/user/changePassword';
    expect((await call(server, path, { newPassword: 'abc999' }, { token })).code).toBe(
      ErrorCode.EnterCurrentPassword,
    );
    expect((await call(server, path, { oldPassword: PASSWORD }, { token })).code).toBe(
      ErrorCode.EnterNewPassword,
    );
    expect(
      (await call(server, path, { oldPassword: 'nope123', newPassword: 'abc999' }, { token })).code,
    ).toBe(ErrorCode.CurrentPasswordWrong);
    expect(
      (await call(server, path, { oldPassword: PASSWORD, newPassword: 'abcdef' }, { token })).code,
    ).toBe(ErrorCode.InvalidPassword);
    // The session is rotated: a new token for this device, the old one refused
    // (test/session-rotation.int-spec.ts has the rest).
    const changed = await ok(
      server,
      path,
      { oldPassword: PASSWORD, newPassword: 'abc999' },
      { token },
    );
    expect(changed).toEqual({ token: expect.any(String) });
    expect((await call(server, path, {}, { token })).code).toBe(ErrorCode.Unauthorized);
    await ok(server, '/api/authCustomer', { username: phone, password: 'abc999' });
    expect((await call(server, path, {}, {})).code).toBe(ErrorCode.Unauthorized);
  });

  it('updates the name and the chat link without an OTP; a bad link is 5002', async () => {
    const { token } = await registerMember(server);
    const path = '/api/customer/user/updateProfile';
    const profile = await ok(server, path, { name: 'Chan Dara', telegram: '@chandara' }, { token });
    expect(profile).toMatchObject({ name: 'Chan Dara', telegram: '@chandara' });
    const link = await ok(server, path, { telegram: 'https://t.me/chan_dara' }, { token });
    expect(link.telegram).toBe('https://t.me/chan_dara');
    const bad = await call(server, path, { telegram: 'javascript:alert(1)' }, { token });
    expect(bad.code).toBe(ErrorCode.InvalidFormat);
    const badName = await call(server, path, { name: 'x'.repeat(101) }, { token });
    expect(badName.code).toBe(ErrorCode.InvalidName);
    const cleared = await ok(server, path, { telegram: '' }, { token });
    expect(cleared.telegram).toBeNull();
  });

  it('a bank change needs an OTP sent to the own phone: missing 5009, wrong 5021, then saved', async () => {
    const { phone, token } = await registerMember(server);
    const path = '/api/customer/user/updateProfile';
    const bank = { bankName: 'ACLEDA', accountName: 'Chan Dara', accountNumber: '1234-5678-9012' };
    expect((await call(server, path, bank, { token })).code).toBe(ErrorCode.MissingOtp);

    const noSession = await call(server, '/api/customer/user/getOtp', { purpose: 'bank' });
    expect(noSession.code).toBe(ErrorCode.Unauthorized);
    await ok(server, '/api/customer/user/getOtp', { purpose: 'bank' }, { token });
    const otp = await readOtp(server, phone);
    const wrong = await call(
      server,
      path,
      { ...bank, otp: otp === '000000' ? '111111' : '000000' },
      { token },
    );
    expect(wrong.code).toBe(ErrorCode.OtpInvalid);
    const saved = await ok(server, path, { ...bank, otp }, { token });
    expect(saved).toMatchObject({
      bankName: 'ACLEDA',
      accountName: 'Chan Dara',
      accountNumber: '123456789012',
      // The session is rotated: the device's new token (the old one is refused).
      token: expect.any(String),
    });
    const rotated = { token: saved.token as string };
    // Used once.
    const again = await call(server, path, { ...bank, accountNumber: '999999', otp }, rotated);
    expect(again.code).toBe(ErrorCode.OtpNotFound);
    // The same values again are no change: no OTP needed, no new token.
    const same = await ok(server, path, { ...bank, name: 'Chan D' }, rotated);
    expect(same.token).toBeUndefined();
  });

  it("another member's account number is 5017", async () => {
    await registerMember(server, newPhone(), {
      bankName: 'ABA',
      accountName: 'Sok Dara',
      accountNumber: '555666777',
    });
    const { phone, token } = await registerMember(server);
    await ok(server, '/api/customer/user/getOtp', { purpose: 'bank' }, { token });
    const otp = await readOtp(server, phone);
    const taken = await call(
      server,
      '/api/customer/user/updateProfile',
      { bankName: 'ABA', accountNumber: '555 666 777', otp },
      { token },
    );
    expect(taken).toMatchObject({ status: 409, code: ErrorCode.AccountNumberRegistered });
  });

  it('sets the notification channel; another type is 5027', async () => {
    const { token } = await registerMember(server);
    const path = '/api/customer/user/setNoti';
    expect((await ok(server, path, { type: 'telegram' }, { token })).notification).toBe('telegram');
    expect((await ok(server, path, { type: 'none' }, { token })).notification).toBe('none');
    const bad = await call(server, path, { type: 'pigeon' }, { token });
    expect(bad.code).toBe(ErrorCode.InvalidNotificationType);
  });

  it('lists the Cambodian banks from the database', async () => {
    const banks = await ok(server, '/banklist', undefined, { method: 'GET' });
    expect(banks.map((bank: { code: string }) => bank.code)).toEqual(
      expect.arrayContaining([
        'ABA',
        'ACLEDA',
        'WING',
        'CANADIA',
        'PRINCE',
        'SATHAPANA',
        'AMK',
        'CHIPMONG',
        'BAKONG',
      ]),
    );
    expect(banks[0]).toEqual({ code: 'ABA', name: 'ABA Bank' });
    expect(await ok(server, '/banklist')).toEqual(banks);
  });
});
