import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { call, ok, PASSWORD, registerMember, sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN_PHONE = '011222333';
const ADMIN_PASSWORD = 'admin2026';

describe('member administration', () => {
  let server: TestApp;
  let admin: string;
  beforeAll(async () => {
    server = await startTestApp(
      { adminPhone: ADMIN_PHONE, adminPassword: ADMIN_PASSWORD },
      { keepDatabase: true },
    );
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(() => server.close());

  it('the admin from ADMIN_PHONE and ADMIN_PASSWORD exists with the admin role', async () => {
    const profile = await ok(server, '/api/customer/user/profile', {}, { token: admin });
    expect(profile).toMatchObject({ username: ADMIN_PHONE, role: 'admin' });
  });

  it('members get 403 on admin calls, visitors 401', async () => {
    const { token } = await registerMember(server);
    for (const path of [
      '/api/company/member/list',
      '/api/company/member/lock',
      '/api/company/member/role',
      '/api/company/member/payment-type',
      '/api/company/audit/list',
    ]) {
      expect(await call(server, path, {}, { token })).toMatchObject({
        status: 403,
        code: ErrorCode.NoAccess,
      });
      expect((await call(server, path, {})).code).toBe(ErrorCode.Unauthorized);
    }
  });

  it('lists and searches members by phone or name, a page at a time', async () => {
    const { phone } = await registerMember(server, undefined, { name: 'Findable Person' });
    const all = await ok(server, '/api/company/member/list', {}, { token: admin });
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      name: expect.any(String),
      role: expect.stringMatching(/^(member|admin)$/),
      locked: false,
      prefixPayment: 'topup',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const byName = await ok(
      server,
      '/api/company/member/list',
      { q: 'findable' },
      { token: admin },
    );
    expect(byName.items.map((item: { username: string }) => item.username)).toEqual([phone]);
    const byPhone = await ok(
      server,
      '/api/company/member/list',
      { q: phone.slice(2) },
      { token: admin },
    );
    expect(byPhone.total).toBe(1);
    const page = await ok(
      server,
      '/api/company/member/list',
      { page: 1, limit: 1 },
      { token: admin },
    );
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(all.total);
  });

  it('locks a member (session ended, sign-in 911010) and unlocks again; both audited', async () => {
    const { phone, token } = await registerMember(server);
    const [row] = await sql(server, 'SELECT id FROM member WHERE username = $1', [phone]);
    const userId = Number(row.id);
    const locked = await ok(
      server,
      '/api/company/member/lock',
      { userId, locked: true },
      { token: admin },
    );
    expect(locked).toMatchObject({ id: userId, username: phone, locked: true });
    expect((await call(server, '/api/customer/user/profile', {}, { token })).code).toBe(
      ErrorCode.Unauthorized,
    );
    const refused = await call(server, '/api/authCustomer', {
      username: phone,
      password: PASSWORD,
    });
    expect(refused.code).toBe(ErrorCode.AccountLocked);

    await ok(server, '/api/company/member/lock', { userId, locked: false }, { token: admin });
    await ok(server, '/api/authCustomer', { username: phone, password: PASSWORD });

    const audit = await ok(server, '/api/company/audit/list', {}, { token: admin });
    const mine = audit.items.filter((item: { target: string }) => item.target === phone);
    expect(mine.map((item: { action: string }) => item.action)).toEqual([
      'member.unlock',
      'member.lock',
    ]);
    expect(mine[0]).toMatchObject({ actor: ADMIN_PHONE, id: expect.any(Number) });
    expect(new Date(mine[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('changes a role (audited with from and to); bad ids are 5028 / 5029', async () => {
    const { phone, token } = await registerMember(server);
    const [row] = await sql(server, 'SELECT id FROM member WHERE username = $1', [phone]);
    const promoted = await ok(
      server,
      '/api/company/member/role',
      { userId: Number(row.id), role: 'admin' },
      { token: admin },
    );
    expect(promoted.role).toBe('admin');
    await ok(server, '/api/company/member/list', {}, { token });
    const audit = await ok(server, '/api/company/audit/list', { limit: 1 }, { token: admin });
    expect(audit.items[0]).toMatchObject({
      action: 'member.role',
      actor: ADMIN_PHONE,
      target: phone,
      detail: { from: 'member', to: 'admin' },
    });

    const missing = await call(
      server,
      '/api/company/member/role',
      { role: 'member' },
      { token: admin },
    );
    expect(missing.code).toBe(ErrorCode.MissingUserId);
    const unknown = await call(
      server,
      '/api/company/member/role',
      { userId: 999999, role: 'member' },
      { token: admin },
    );
    expect(unknown.code).toBe(ErrorCode.InvalidUser);
    const badRole = await call(
      server,
      '/api/company/member/role',
      { userId: Number(row.id), role: 'owner' },
      { token: admin },
    );
    expect(badRole.code).toBe(ErrorCode.BadRequest);
  });

  // Found by the fuzz test: an admin could demote or lock itself (the shop's only admin).
  it('an admin cannot lock itself or change its own role (5032)', async () => {
    const { id } = await ok(server, '/api/customer/user/profile', {}, { token: admin });
    for (const [path, body] of [
      ['/api/company/member/lock', { userId: String(id), locked: true }],
      ['/api/company/member/role', { userId: String(id), role: 'member' }],
    ] as const) {
      expect(await call(server, path, body, { token: admin })).toMatchObject({
        status: 400,
        code: ErrorCode.OwnAccount,
      });
    }
    expect(await ok(server, '/api/customer/user/profile', {}, { token: admin })).toMatchObject({
      role: 'admin',
    });
  });

  it("sets a member's payment type (audited); a wrong type is 400", async () => {
    const { phone } = await registerMember(server);
    const [row] = await sql(server, 'SELECT id FROM member WHERE username = $1', [phone]);
    const changed = await ok(
      server,
      '/api/company/member/payment-type',
      { userId: Number(row.id), prefixPayment: 'other' },
      { token: admin },
    );
    expect(changed.prefixPayment).toBe('other');
    const [stored] = await sql(server, 'SELECT prefix_payment FROM member WHERE id = $1', [row.id]);
    expect(stored.prefix_payment).toBe('other');
    const audit = await ok(server, '/api/company/audit/list', { limit: 1 }, { token: admin });
    expect(audit.items[0]).toMatchObject({
      action: 'member.paymentType',
      actor: ADMIN_PHONE,
      target: phone,
      detail: { from: 'topup', to: 'other' },
    });
    const bad = await call(
      server,
      '/api/company/member/payment-type',
      { userId: Number(row.id), prefixPayment: 'cash' },
      { token: admin },
    );
    expect(bad.code).toBe(ErrorCode.BadRequest);
  });

  it('a restart with another ADMIN_PASSWORD updates the admin and unlocks it', async () => {
    await sql(server, 'UPDATE member SET locked = true WHERE username = $1', [ADMIN_PHONE]);
    const databaseName = server.databaseName;
    await server.close();
    server = await startTestApp(
      { adminPhone: ADMIN_PHONE, adminPassword: 'changed2027' },
      { databaseName },
    );
    const old = await call(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    });
    expect(old.code).toBe(ErrorCode.WrongPhoneOrPassword);
    const { token } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: 'changed2027',
    });
    const audit = await ok(server, '/api/company/audit/list', {}, { token });
    expect(
      audit.items.filter((item: { action: string }) => item.action === 'admin.bootstrap'),
    ).toHaveLength(2);
  });
});
