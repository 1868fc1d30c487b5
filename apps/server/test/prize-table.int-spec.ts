import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { sql } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { newBuyer, send, type Buyer } from './checkout-support.js';

// Issue 17: the amounts behind /revardValue are editable by admins for future draws.
describe('the prize table, edited by an admin', () => {
  let server: TestApp;
  let admin: Buyer;
  beforeAll(async () => {
    server = await startTestApp();
    admin = await newBuyer(server);
    await sql(server, `UPDATE member SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(() => server.close());

  const setPayout = (who: Buyer, body: unknown) =>
    send(server, '/api/company/draw/prizeTable', { token: who.token, body });

  it("changes one kind's payout; /revardValue shows it; the audit log has old and new", async () => {
    const before = await send(server, '/revardValue', { method: 'GET' });
    const first = before.period.find((value: { kind: string }) => value.kind === 'first');
    const answer = await setPayout(admin, { kind: 'first', payout: '180000.00' });
    expect(answer.code).toBe(0);
    const after = await send(server, '/revardValue', { method: 'GET' });
    expect(after.period.find((value: { kind: string }) => value.kind === 'first')).toEqual({
      ...first,
      payout: '180000.00',
    });
    // The other kinds are as they were.
    expect(after.period.filter((value: { kind: string }) => value.kind !== 'first')).toEqual(
      before.period.filter((value: { kind: string }) => value.kind !== 'first'),
    );
    const [audit] = await sql(
      server,
      `SELECT action, detail FROM audit_log WHERE action = 'prize.table' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      action: 'prize.table',
      detail: { kind: 'first', from: first.payout, to: '180000.00' },
    });
  });

  it('refuses members (403), a wrong kind or amount (303/5002)', async () => {
    const member = await newBuyer(server);
    expect((await setPayout(member, { kind: 'first', payout: '1.00' })).code).toBe(
      ErrorCode.NoAccess,
    );
    expect((await setPayout(admin, { kind: 'sixth', payout: '1.00' })).code).toBe(
      ErrorCode.InvalidFormat,
    );
    expect((await setPayout(admin, { kind: 'last2', payout: '-1' })).code).toBe(
      ErrorCode.InvalidFormat,
    );
  });
});
