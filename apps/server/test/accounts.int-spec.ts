import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, fieldExamples } from '@lottery/contracts';
import {
  call,
  newPhone,
  ok,
  outboxLines,
  PASSWORD,
  readOtp,
  registerMember,
  sql,
} from './support/accounts.js';
import { AccountsHousekeeping } from '../src/modules/auth/housekeeping.service.js';
import { PasswordHasher } from '../src/modules/auth/password-hasher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('registration by phone and OTP', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('registers with the code read from the outbox file and is signed in', async () => {
    const phone = newPhone();
    const sent = await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    expect(sent).toEqual({ resendIn: 60, expiresIn: 300 });
    const otp = await readOtp(server, phone);
    expect(otp).toMatch(/^\d{6}$/);
    const line = (await outboxLines(server)).find((entry) => entry.to === phone)!;
    expect(line.text).toContain(otp);
    expect(new Date(line.at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const { verifyToken } = await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
    const { token } = await ok(server, '/api/customer/user/register', {
      Tel: phone,
      verifyToken,
      password: PASSWORD,
      name: 'Sok Dara',
    });
    const profile = await ok(server, '/api/customer/user/profile', {}, { token });
    expect(profile).toMatchObject({
      username: phone,
      name: 'Sok Dara',
      role: 'member',
      balance: '0.00',
      totalTicket: 0,
      prefixPayment: 'topup',
      bankName: null,
      accountName: null,
      accountNumber: null,
      telegram: null,
    });
    expect(typeof profile.id).toBe('number');
    const [row] = await sql(server, 'SELECT password_hash FROM member WHERE username = $1', [
      phone,
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(profile)).not.toContain(row.password_hash);
  });

  it('registers with a bank account; a second member with the same number gets 5017', async () => {
    const bank = { bankName: 'ABA', accountName: 'Sok Dara', accountNumber: '000 123 456' };
    const { token } = await registerMember(server, newPhone(), bank);
    const profile = await ok(server, '/api/customer/user/profile', {}, { token });
    expect(profile).toMatchObject({ bankName: 'ABA', accountNumber: '000123456' });

    const phone = newPhone();
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const otp = await readOtp(server, phone);
    const { verifyToken } = await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
    const taken = await call(server, '/api/customer/user/register', {
      Tel: phone,
      verifyToken,
      password: PASSWORD,
      name: 'Other',
      ...bank,
      accountNumber: '000123456',
    });
    expect(taken).toMatchObject({ status: 409, code: ErrorCode.AccountNumberRegistered });
  });

  it('a bank account at registration is the bank, the name and the number together, or none (5030)', async () => {
    const complete = { bankName: 'ABA', accountName: 'Sok Dara', accountNumber: '000 777 888' };
    for (const left of ['bankName', 'accountName', 'accountNumber'] as const) {
      const partial = { ...complete, [left]: '' };
      const phone = newPhone();
      await ok(server, '/api/customer/user/getOtp', { Tel: phone });
      const otp = await readOtp(server, phone);
      const { verifyToken } = await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
      const refused = await call(server, '/api/customer/user/register', {
        Tel: phone,
        verifyToken,
        password: PASSWORD,
        name: 'Sok Dara',
        ...partial,
      });
      expect(refused).toMatchObject({
        status: 400,
        code: ErrorCode.IncompleteBankAccount,
        fields: { [left]: String(ErrorCode.IncompleteBankAccount) },
      });
      // Nothing half-written: no member, and the proof is still good for a complete try.
      expect(await sql(server, 'SELECT 1 FROM member WHERE username = $1', [phone])).toEqual([]);
      const { token } = await ok(server, '/api/customer/user/register', {
        Tel: phone,
        verifyToken,
        password: PASSWORD,
        name: 'Sok Dara',
        ...(left === 'accountNumber' ? {} : complete),
      });
      const profile = await ok(server, '/api/customer/user/profile', {}, { token });
      expect(profile.bankName).toBe(left === 'accountNumber' ? null : 'ABA');
      await sql(server, 'UPDATE member SET account_number = NULL WHERE username = $1', [phone]);
    }
  });

  it('refuses registration without a verified phone (5018) and a second one of a member (5016)', async () => {
    const phone = newPhone();
    const unverified = await call(server, '/api/customer/user/register', {
      Tel: phone,
      verifyToken: 'made-up',
      password: PASSWORD,
      name: 'X',
    });
    expect(unverified.code).toBe(ErrorCode.PhoneNotVerified);
    const missing = await call(server, '/api/customer/user/register', {
      Tel: phone,
      password: PASSWORD,
      name: 'X',
    });
    expect(missing.code).toBe(ErrorCode.PhoneNotVerified);

    const { phone: member } = await registerMember(server);
    const again = await call(server, '/api/customer/user/getOtp', { Tel: member });
    expect(again).toMatchObject({ status: 409, code: ErrorCode.PhoneAlreadyRegistered });
  });

  it('two registrations of one phone at the same moment: one member, the other gets 5016', async () => {
    const phone = newPhone();
    const tokens: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      if (round > 0) {
        await sql(
          server,
          "UPDATE otp SET sent_at = sent_at - interval '2 minutes' WHERE phone = $1",
          [phone],
        );
      }
      await ok(server, '/api/customer/user/getOtp', { Tel: phone });
      const otp = await readOtp(server, phone);
      tokens.push(
        (await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp })).verifyToken,
      );
    }
    const answers = await Promise.all(
      tokens.map((verifyToken) =>
        call(server, '/api/customer/user/register', {
          Tel: phone,
          verifyToken,
          password: PASSWORD,
          name: 'Twin',
        }),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([
      0,
      ErrorCode.PhoneAlreadyRegistered,
    ]);
    const rows = await sql(server, 'SELECT id FROM member WHERE username = $1', [phone]);
    expect(rows).toHaveLength(1);
  });

  it('a used code is refused (5025), and so is a code past its 5 minutes (5020)', async () => {
    const phone = newPhone();
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const otp = await readOtp(server, phone);
    await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
    const reused = await call(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
    expect(reused.code).toBe(ErrorCode.OtpNotFound);

    await sql(server, "UPDATE otp SET sent_at = sent_at - interval '2 minutes' WHERE phone = $1", [
      phone,
    ]);
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const second = await readOtp(server, phone);
    await sql(server, "UPDATE otp SET expires_at = now() - interval '1 second' WHERE phone = $1", [
      phone,
    ]);
    const expired = await call(server, '/api/customer/user/verifyOtp', { Tel: phone, otp: second });
    expect(expired.code).toBe(ErrorCode.OtpExpired);
  });

  it('a refused registration costs no password hash', async () => {
    const hash = jest.spyOn(server.app.get(PasswordHasher), 'hash');
    const { phone: member } = await registerMember(server);
    hash.mockClear();
    const base = { verifyToken: 'made-up', password: PASSWORD, name: 'X' };
    expect(
      (await call(server, '/api/customer/user/register', { ...base, Tel: newPhone() })).code,
    ).toBe(ErrorCode.PhoneNotVerified);
    expect((await call(server, '/api/customer/user/register', { ...base, Tel: member })).code).toBe(
      ErrorCode.PhoneAlreadyRegistered,
    );
    expect(hash).not.toHaveBeenCalled();
    hash.mockRestore();
  });

  it('housekeeping drops failures, captchas and codes that can no longer matter', async () => {
    await sql(
      server,
      `INSERT INTO login_failure (agent_id, phone, address, at)
       VALUES ('default', '012345678', '1.2.3.4', now() - interval '2 days'),
              ('default', '012345678', '1.2.3.4', now())`,
    );
    await sql(
      server,
      `INSERT INTO address_suspension (address, until) VALUES ('5.6.7.8', now() - interval '1 minute')`,
    );
    await server.app.get(AccountsHousekeeping).sweep();
    const [left] = await sql(
      server,
      `SELECT (SELECT count(*)::int FROM login_failure WHERE address = '1.2.3.4') AS failures,
              (SELECT count(*)::int FROM address_suspension WHERE address = '5.6.7.8') AS suspensions`,
    );
    expect(left).toEqual({ failures: 1, suspensions: 0 });
  });

  it('a verify token is single use', async () => {
    const phone = newPhone();
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const otp = await readOtp(server, phone);
    const { verifyToken } = await ok(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
    await ok(server, '/api/customer/user/register', {
      Tel: phone,
      verifyToken,
      password: PASSWORD,
      name: 'Once',
    });
    await sql(server, 'DELETE FROM member WHERE username = $1', [phone]);
    const again = await call(server, '/api/customer/user/register', {
      Tel: phone,
      verifyToken,
      password: PASSWORD,
      name: 'Twice',
    });
    expect(again.code).toBe(ErrorCode.PhoneNotVerified);
  });

  it('five wrong codes burn it (5021 then 5025); none asked for is 5025', async () => {
    const phone = newPhone();
    const none = await call(server, '/api/customer/user/verifyOtp', { Tel: phone, otp: '123456' });
    expect(none.code).toBe(ErrorCode.OtpNotFound);
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const otp = await readOtp(server, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await call(server, '/api/customer/user/verifyOtp', { Tel: phone, otp: wrong });
      expect(answer.code).toBe(ErrorCode.OtpInvalid);
    }
    const burnt = await call(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
    expect(burnt.code).toBe(ErrorCode.OtpNotFound);
  });

  it('a resend within 60 s is 429 with the seconds left; more than 10 a day is 429', async () => {
    const phone = newPhone();
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const early = await call(server, '/api/customer/user/getOtp', { Tel: phone });
    expect(early).toMatchObject({ status: 429, code: ErrorCode.TooManyRequests });
    expect(Number(early.fields?.resendIn)).toBeGreaterThan(55);
    expect(Number(early.fields?.resendIn)).toBeLessThanOrEqual(60);

    for (let sent = 1; sent < 10; sent += 1) {
      await sql(
        server,
        "UPDATE otp SET sent_at = sent_at - interval '61 seconds' WHERE phone = $1",
        [phone],
      );
      await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    }
    await sql(server, "UPDATE otp SET sent_at = sent_at - interval '61 seconds' WHERE phone = $1", [
      phone,
    ]);
    const eleventh = await call(server, '/api/customer/user/getOtp', { Tel: phone });
    expect(eleventh).toMatchObject({ status: 429, code: ErrorCode.TooManyRequests });
    expect(eleventh.fields).toBeUndefined();
  });

  it('two code requests for one phone at the same moment: one is sent, the other is 429', async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      [1, 2].map(() => call(server, '/api/customer/user/getOtp', { Tel: phone })),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, ErrorCode.TooManyRequests]);
    const rows = await sql(server, 'SELECT id FROM otp WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(1);
  });

  it('no code is accepted before its SMS has left', async () => {
    const phone = newPhone();
    // Stand-in for a gateway that is down: the message is queued but not sent.
    await sql(server, 'UPDATE sms_outbox SET sent_at = now() WHERE sent_at IS NULL');
    await ok(server, '/api/customer/user/getOtp', { Tel: phone });
    const otp = await readOtp(server, phone);
    await sql(server, 'UPDATE sms_outbox SET sent_at = NULL, attempts = 5 WHERE to_phone = $1', [
      phone,
    ]);
    const answer = await call(server, '/api/customer/user/verifyOtp', { Tel: phone, otp });
    expect(answer.code).toBe(ErrorCode.OtpNotFound);
  });
});

describe('sessions', () => {
  let server: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    server = await startTestApp({}, { logTo: (line) => logs.push(line) });
  });
  afterAll(() => server.close());

  it('never logs or returns a password or its hash', async () => {
    const { phone, token } = await registerMember(server);
    await call(server, '/api/authCustomer', { username: phone, password: 'wrong123' });
    const signedIn = await ok(server, '/api/authCustomer', { username: phone, password: PASSWORD });
    const profile = await ok(server, '/api/customer/user/profile', {}, { token: signedIn.token });
    const [row] = await sql(server, 'SELECT password_hash FROM member WHERE username = $1', [
      phone,
    ]);
    expect(logs.length).toBeGreaterThan(3);
    const everything = logs.join('\n') + JSON.stringify(profile) + token;
    for (const secret of [PASSWORD, 'wrong123', row.password_hash, 'argon2']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('holds across server processes: a sign-in on another process replaces this one', async () => {
    const other = await startTestApp({}, { databaseName: server.databaseName, keepDatabase: true });
    try {
      const { phone, token } = await registerMember(server);
      const { token: there } = await ok(other, '/api/authCustomer', {
        username: phone,
        password: PASSWORD,
      });
      expect((await call(server, '/api/customer/user/profile', {}, { token })).code).toBe(
        ErrorCode.SignedInElsewhere,
      );
      expect((await ok(server, '/api/customer/user/profile', {}, { token: there })).username).toBe(
        phone,
      );
    } finally {
      await other.close();
    }
  });

  it('signs in with the phone and password; a wrong password is 10001', async () => {
    const { phone } = await registerMember(server);
    const { token } = await ok(server, '/api/authCustomer', {
      username: phone,
      password: PASSWORD,
    });
    expect(await ok(server, '/api/customer/user/profile', {}, { token })).toMatchObject({
      username: phone,
    });
    const bearer = await ok(server, '/api/customer/user/profile', {}, { token: `Bearer ${token}` });
    expect(bearer.username).toBe(phone);
    const wrong = await call(server, '/api/authCustomer', {
      username: phone,
      password: 'wrong123',
    });
    expect(wrong).toMatchObject({ status: 401, code: ErrorCode.WrongPhoneOrPassword });
    const unknown = await call(server, '/api/authCustomer', {
      username: newPhone(),
      password: PASSWORD,
    });
    expect(unknown.code).toBe(ErrorCode.WrongPhoneOrPassword);
    const missing = await call(server, '/api/authCustomer', { password: PASSWORD });
    expect(missing.code).toBe(ErrorCode.MissingUsername);
    const noPassword = await call(server, '/api/authCustomer', { username: phone });
    expect(noPassword.code).toBe(ErrorCode.MissingPassword);
  });

  it("an old session's token is refused with 4011 after a new sign-in", async () => {
    const { phone, token: first } = await registerMember(server);
    const { token: second } = await ok(server, '/api/authCustomer', {
      username: phone,
      password: PASSWORD,
    });
    const old = await call(server, '/api/customer/user/profile', {}, { token: first });
    expect(old).toMatchObject({ status: 401, code: ErrorCode.SignedInElsewhere });
    await ok(server, '/api/customer/user/profile', {}, { token: second });
  });

  it('logout ends the session on the server: the token then gets 401', async () => {
    const { token } = await registerMember(server);
    expect(await ok(server, '/api/logout', {}, { token })).toBeNull();
    const after = await call(server, '/api/customer/user/profile', {}, { token });
    expect(after).toMatchObject({ status: 401, code: ErrorCode.Unauthorized });
    const again = await call(server, '/api/logout', {}, { token });
    expect(again.code).toBe(ErrorCode.Unauthorized);
  });

  it('member calls without a token, with a forged one or for another shop are 401', async () => {
    const { token } = await registerMember(server);
    for (const bad of [undefined, 'nonsense', `${token.split('.')[0]}.forged`]) {
      const answer = await call(server, '/api/customer/user/profile', {}, { token: bad });
      expect(answer).toMatchObject({ status: 401, code: ErrorCode.Unauthorized });
    }
    await sql(server, "INSERT INTO agent (id, name) VALUES ('other', 'Other shop')");
    const response = await server.request('/api/customer/user/profile', {
      method: 'POST',
      headers: { authorization: token, agentId: 'other' },
    });
    expect(response.status).toBe(401);
  });

  it('the same phone can sign in again after two parallel sign-ins: one session stays', async () => {
    const { phone } = await registerMember(server);
    const answers = await Promise.all(
      [1, 2].map(() => call(server, '/api/authCustomer', { username: phone, password: PASSWORD })),
    );
    expect(answers.map((answer) => answer.code)).toEqual([0, 0]);
    const live = await sql(
      server,
      `SELECT count(*)::int AS n FROM session s JOIN member m ON m.id = s.member_id
        WHERE m.username = $1 AND s.ended_at IS NULL`,
      [phone],
    );
    expect(live[0].n).toBe(1);
  });
});

// The same table the PWA's forms are tested with (libs/contracts): both sides agree.
describe('field rules over HTTP', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const send = (path: string, body: Record<string, unknown>) => call(server, path, body);

  it('the OpenAPI document describes each accounts call with its payload', async () => {
    const response = await server.request('/api/docs-json');
    const document = (await response.json()) as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: any }> } } }
      >;
      components: { schemas: Record<string, any> };
    };
    // Bodies are DTO classes: the path names the schema, the components hold it.
    const resolve = (schema: any) =>
      schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()] : schema;
    const body = (path: string) =>
      resolve(document.paths[path]?.post?.requestBody?.content['application/json']?.schema);
    expect(body('/api/authCustomer')).toMatchObject({
      required: ['username', 'password'],
      properties: { username: { type: 'string' }, captchaId: { type: 'string' } },
    });
    expect(body('/api/customer/user/register')?.required).toEqual([
      'Tel',
      'verifyToken',
      'password',
      'name',
    ]);
    // The field rules themselves are in the document, from the same data the PWA uses.
    expect(body('/api/customer/user/register')?.properties.Tel).toMatchObject({
      type: 'string',
      maxLength: 10,
      pattern: '^\\d{9,10}$',
    });
    for (const path of [
      '/api/customer/user/getOtp',
      '/api/customer/user/verifyOtp',
      '/api/customer/user/updateProfile',
      '/api/customer/user/setNoti',
      '/api/customer/user/getOtpRecove',
      '/api/customer/user/verifyOtpRecove',
      '/api/customer/user/changePasswordRecove',
      '/api/customer/user/changePassword',
      '/api/company/member/list',
      '/api/company/member/lock',
      '/api/company/member/role',
      '/api/company/audit/list',
    ]) {
      expect({ path, body: body(path) }).toEqual({ path, body: expect.anything() });
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/clientSignature',
        '/api/logout',
        '/banklist',
        '/api/customer/user/profile',
      ]),
    );
  });

  it.each(fieldExamples.phone.bad)('phone %p is refused with %p', async (input, code) => {
    const answer = await send('/api/customer/user/getOtp', { Tel: input });
    expect(answer.code).toBe(code);
    expect(answer.fields).toEqual({ Tel: String(code) });
  });

  it.each(fieldExamples.phone.good)('phone %p is accepted', async (input) => {
    const answer = await send('/api/customer/user/getOtpRecove', { Tel: input });
    // Well formed, just not a member.
    expect(answer.code).toBe(ErrorCode.MemberNotFound);
  });

  it.each(fieldExamples.otp.bad)('code %p is refused with %p', async (input, code) => {
    const answer = await send('/api/customer/user/verifyOtp', { Tel: '012345678', otp: input });
    expect(answer.code).toBe(code);
  });

  it.each(fieldExamples.otp.good)('code %p is well formed', async (input) => {
    const answer = await send('/api/customer/user/verifyOtp', { Tel: '012345678', otp: input });
    expect(answer.code).toBe(ErrorCode.OtpNotFound);
  });

  const registration = { Tel: '012345678', verifyToken: 'x', password: 'abc123', name: 'N' };

  it.each(fieldExamples.password.bad)('password %p is refused with %p', async (input, code) => {
    const answer = await send('/api/customer/user/register', { ...registration, password: input });
    expect(answer.code).toBe(code);
    expect(answer.fields?.password).toBe(String(code));
  });

  it.each(fieldExamples.password.good)('password %p is accepted', async (input) => {
    const answer = await send('/api/customer/user/register', { ...registration, password: input });
    expect(answer.code).toBe(ErrorCode.PhoneNotVerified);
  });

  it.each(fieldExamples.name.bad)('name %p is refused with %p', async (input, code) => {
    const answer = await send('/api/customer/user/register', { ...registration, name: input });
    expect(answer.code).toBe(code);
  });

  it.each(fieldExamples.name.good)('name %p is accepted', async (input) => {
    const answer = await send('/api/customer/user/register', { ...registration, name: input });
    expect(answer.code).toBe(ErrorCode.PhoneNotVerified);
  });

  it.each(fieldExamples.accountNumber.bad.filter(([input]) => input !== undefined))(
    'account number %p is refused with %p',
    async (input, code) => {
      const answer = await send('/api/customer/user/register', {
        ...registration,
        bankName: 'ABA',
        accountNumber: input,
      });
      expect(answer.code).toBe(code);
    },
  );

  it.each(fieldExamples.accountNumber.good)('account number %p is accepted', async (input) => {
    const answer = await send('/api/customer/user/register', {
      ...registration,
      bankName: 'ABA',
      accountName: 'Sok Dara',
      accountNumber: input,
    });
    expect(answer.code).toBe(ErrorCode.PhoneNotVerified);
  });
});
