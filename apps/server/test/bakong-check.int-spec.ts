// Bakong's transaction check over real HTTP against the local stand-in (the same protocol), on a
// real PostgreSQL shared by two app instances: a paid deposit is credited exactly once whoever
// gets there first (either process's check, an admin), mismatches wait for an admin, late
// payments are credited and marked, and Bakong failing leaves deposits pending (issue 33).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import type { AppConfig } from '../src/config/config.js';
import { BakongCheckService } from '../src/modules/payment/bakong/bakong-check.service.js';
import { BakongStandIn } from '../src/modules/payment/bakong/bakong-stand-in.js';
import { call } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { balanceOf, memberWithBank, ok, reconcileOk, sql } from './wallet-support.js';

const ADMIN_PHONE = '011222733';
const ADMIN_PASSWORD = 'admin2026';
const TOKEN = 'stand-in-token-33';

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('Bakong transaction check', () => {
  const standIn = new BakongStandIn(TOKEN);
  let first: TestApp;
  let second: TestApp;
  let admin: string;

  /** Both instances: the same stand-in, a short timeout, their own polling every 200 ms. */
  const bakong = (root: string): Partial<AppConfig> => ({
    adminPhone: ADMIN_PHONE,
    adminPassword: ADMIN_PASSWORD,
    bakongApiRoot: root,
    bakongApiToken: TOKEN,
    bakongTimeoutMs: 500,
    bakongCheckEveryMs: 200,
  });

  beforeAll(async () => {
    const root = await standIn.start();
    first = await startTestApp(bakong(root));
    second = await startTestApp(bakong(root), {
      databaseName: first.databaseName,
      keepDatabase: true,
    });
    ({ token: admin } = await ok(first, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(async () => {
    try {
      await reconcileOk(first, admin);
    } finally {
      await second?.close();
      await first?.close();
      await standIn.stop();
    }
  });

  const checkOf = (server: TestApp) => server.app.get(BakongCheckService);

  async function newDeposit(amt: string) {
    const member = await memberWithBank(first);
    const deposit = await ok(first, '/api/customer/payment/deposit', { amt }, member);
    const [row] = await sql<{ id: string; md5: string }>(
      first,
      'SELECT id, md5 FROM deposit WHERE ref_id = $1',
      [deposit.RefId],
    );
    return { member, deposit, row: row! };
  }

  const ledgerEntries = async (RefId: string) =>
    (
      await sql<{ n: number }>(
        first,
        `SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'deposit' AND reference = $1`,
        [RefId],
      )
    )[0]!.n;

  const shown = (server: TestApp, token: string, RefId: string) =>
    ok(server, '/api/customer/payment/getDeposit', { RefId }, { token });

  const adminQueue = async (status: string) =>
    (
      await ok(
        first,
        '/api/company/payment/deposits',
        { status, page: 1, limit: 50 },
        { token: admin },
      )
    ).items as Array<{ RefId: string; review: string | null; status: string }>;

  it('keeps the QR code md5 per deposit, the one Bakong is asked about', async () => {
    const { deposit, row } = await newDeposit('1.00');
    expect(row.md5).toMatch(/^[0-9a-f]{32}$/);
    const transaction = standIn.pay(deposit.khqr);
    expect(transaction.toAccountId).toBe('lottery_shop@devb');
    expect(transaction.description).toBe(deposit.RefId);
  });

  it("gives the member Bakong's deep link for their own pending deposit, and nothing for others", async () => {
    const { member, deposit } = await newDeposit('1.00');
    const { link } = await ok(
      first,
      '/api/customer/payment/depositLink',
      { RefId: deposit.RefId },
      member,
    );
    expect(link).toMatch(/^https:\/\/bakong\.page\.link\/stand-in-[0-9a-f]{12}$/);
    const stranger = await memberWithBank(first);
    const answer = await call(
      first,
      '/api/customer/payment/depositLink',
      { RefId: deposit.RefId },
      stranger,
    );
    expect(answer.code).toBe(ErrorCode.InvalidRefId);
    standIn.trouble = { kind: 'error', status: 502 };
    try {
      const failed = await ok(
        first,
        '/api/customer/payment/depositLink',
        { RefId: deposit.RefId },
        member,
      );
      expect(failed.link).toBeNull();
    } finally {
      standIn.trouble = { kind: 'none' };
    }
  });

  it('credits each paid deposit once while both instances poll at once', async () => {
    const deposits = await Promise.all(
      Array.from({ length: 12 }, (_, index) => newDeposit(`${index + 1}.25`)),
    );
    for (const { deposit } of deposits) standIn.pay(deposit.khqr);
    await waitFor('every deposit confirmed', async () => {
      const [row] = await sql<{ n: number }>(
        first,
        `SELECT count(*)::int AS n FROM deposit WHERE ref_id = ANY($1) AND status = 'confirmed'`,
        [deposits.map(({ deposit }) => deposit.RefId)],
      );
      return row!.n === deposits.length;
    });
    for (const { member, deposit } of deposits) {
      expect(await ledgerEntries(deposit.RefId)).toBe(1);
      expect(await balanceOf(first, member.token)).toBe(deposit.amt);
      const latest = await shown(second, member.token, deposit.RefId);
      expect({ status: latest.status, late: latest.late }).toEqual({
        status: 'confirmed',
        late: false,
      });
    }
    // Batches: never more than 50 MD5s in one call.
    expect(Math.max(...standIn.calls.map((c) => c.md5s))).toBeLessThanOrEqual(50);
    await reconcileOk(first, admin);
  });

  it('credits once when both instances check the same paid deposit at the same moment', async () => {
    const { member, deposit, row } = await newDeposit('7.00');
    standIn.pay(deposit.khqr);
    await Promise.all(
      [first, second, first, second, first, second].map((server) =>
        checkOf(server).checkDeposits([row]),
      ),
    );
    expect(await ledgerEntries(deposit.RefId)).toBe(1);
    expect(await balanceOf(first, member.token)).toBe('7.00');
    await reconcileOk(first, admin);
  });

  it('credits once when the check races the admin confirm', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { member, deposit, row } = await newDeposit('3.00');
      standIn.pay(deposit.khqr);
      const [adminAnswer] = await Promise.all([
        call(
          first,
          '/api/company/payment/confirmDeposit',
          { RefId: deposit.RefId },
          { token: admin },
        ),
        checkOf(first).checkDeposits([row]),
        checkOf(second).checkDeposits([row]),
      ]);
      // The admin is first, or finds it already credited by the check.
      expect([0, ErrorCode.DepositAlreadySettled]).toContain(adminAnswer.code);
      expect(await ledgerEntries(deposit.RefId)).toBe(1);
      expect(await balanceOf(first, member.token)).toBe('3.00');
    }
    await reconcileOk(first, admin);
  });

  it.each([
    ['amount', { amount: 4.99 }],
    ['currency', { currency: 'KHR', amount: 20_000 }],
    ['account', { toAccountId: 'someone_else@aclb' }],
  ] as const)(
    'credits nothing on a %s mismatch and tells the admin why',
    async (reason, changes) => {
      const { member, deposit, row } = await newDeposit('5.00');
      standIn.pay(deposit.khqr, changes);
      await checkOf(first).checkDeposits([row]);
      await checkOf(second).checkDeposits([row]);
      expect(await ledgerEntries(deposit.RefId)).toBe(0);
      expect(await balanceOf(first, member.token)).toBe('0.00');
      expect((await shown(first, member.token, deposit.RefId)).status).toBe('pending');
      const line = (await adminQueue('pending')).find((d) => d.RefId === deposit.RefId);
      expect(line?.review).toBe(reason);
      // The admin looks and credits it; the check never does.
      await ok(
        first,
        '/api/company/payment/confirmDeposit',
        { RefId: deposit.RefId },
        { token: admin },
      );
      await checkOf(first).checkDeposits([row]);
      expect(await ledgerEntries(deposit.RefId)).toBe(1);
      expect(await balanceOf(first, member.token)).toBe('5.00');
    },
  );

  it('credits a payment that arrives after expiry and marks it late', async () => {
    const { member, deposit, row } = await newDeposit('2.50');
    await sql(first, `UPDATE deposit SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      row.id,
    ]);
    expect((await shown(first, member.token, deposit.RefId)).status).toBe('expired');
    standIn.pay(deposit.khqr);
    // The poller still asks within the grace period.
    await waitFor(
      'the late payment credited',
      async () => (await ledgerEntries(deposit.RefId)) === 1,
    );
    const latest = await shown(first, member.token, deposit.RefId);
    expect({ status: latest.status, late: latest.late }).toEqual({
      status: 'confirmed',
      late: true,
    });
    expect(await balanceOf(first, member.token)).toBe('2.50');
    await reconcileOk(first, admin);
  });

  it('reconciles the days: Bakong transactions against credited deposits, differences listed and in CSV', async () => {
    const mismatched = await newDeposit('8.00');
    standIn.pay(mismatched.deposit.khqr, { amount: 0.8 });
    const paid = await newDeposit('9.00');
    standIn.pay(paid.deposit.khqr);
    await checkOf(first).checkDeposits([mismatched.row, paid.row]);
    const byHand = await newDeposit('1.50');
    await ok(
      first,
      '/api/company/payment/confirmDeposit',
      { RefId: byHand.deposit.RefId },
      { token: admin },
    );

    const bangkokDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
    const days = {
      StartDate: bangkokDay(Date.now() - 86_400_000),
      endDate: bangkokDay(Date.now()),
    };
    const answer = await ok(first, '/api/company/payment/bakongReconcile', days, { token: admin });
    const issueOf = (RefId: string) =>
      answer.differences.find((row: { RefId: string }) => row.RefId === RefId)?.issue ?? null;
    expect(issueOf(mismatched.deposit.RefId)).toBe('mismatch');
    expect(
      answer.differences.find((row: { RefId: string }) => row.RefId === mismatched.deposit.RefId),
    ).toMatchObject({ amt: '8.00', paid: '0.80', currency: 'USD', status: 'pending' });
    expect(issueOf(byHand.deposit.RefId)).toBe('no_transaction');
    expect(issueOf(paid.deposit.RefId)).toBeNull();
    const total = answer.days.reduce(
      (sum: number, day: { transactions: number }) => sum + day.transactions,
      0,
    );
    const [seen] = await sql<{ n: number }>(
      first,
      'SELECT count(*)::int AS n FROM bakong_transaction',
    );
    expect(total).toBe(seen!.n);

    const response = await first.request(
      `/api/company/payment/bakongReconcile?${new URLSearchParams(days).toString()}`,
      { headers: { authorization: admin } },
    );
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toBe(
      'day,RefId,bakong hash,amount,paid,currency,status,late,issue',
    );
    const line = (RefId: string) => csv.split('\r\n').find((text) => text.includes(RefId)) ?? '';
    expect(line(mismatched.deposit.RefId)).toMatch(/,8\.00,0\.80,USD,pending,,mismatch$/);
    expect(line(paid.deposit.RefId)).toMatch(/,9\.00,9\.00,USD,confirmed,,$/);
  });

  describe('Bakong failing', () => {
    afterAll(() => {
      standIn.trouble = { kind: 'none' };
    });

    const status = () => ok(first, '/api/company/payment/bakong', {}, { token: admin });

    it('an expired token (errorCode 6) leaves deposits pending, admins see it, the admin confirm still works', async () => {
      const { member, deposit, row } = await newDeposit('4.00');
      standIn.trouble = { kind: 'unauthorized' };
      standIn.pay(deposit.khqr);
      expect(await checkOf(first).checkDeposits([row])).toBe(false);
      expect(await ledgerEntries(deposit.RefId)).toBe(0);
      const seen = await status();
      expect(seen).toMatchObject({ enabled: true, tokenExpired: true });
      expect(seen.lastError).toMatch(/token/);
      await ok(
        first,
        '/api/company/payment/confirmDeposit',
        { RefId: deposit.RefId },
        { token: admin },
      );
      standIn.trouble = { kind: 'none' };
      expect(await checkOf(second).checkDeposits([row])).toBe(true);
      expect((await status()).tokenExpired).toBe(false);
      expect(await ledgerEntries(deposit.RefId)).toBe(1);
      expect(await balanceOf(first, member.token)).toBe('4.00');
      await reconcileOk(first, admin);
    });

    it.each([
      ['a 503', { kind: 'error', status: 503 }, /HTTP 503/],
      ['a timeout', { kind: 'slow', delayMs: 1500 }, /did not answer within 500 ms/],
    ] as const)(
      '%s leaves deposits pending and is counted; credited once when Bakong is back',
      async (_, trouble, message) => {
        const { member, deposit, row } = await newDeposit('6.00');
        standIn.pay(deposit.khqr);
        standIn.trouble = trouble;
        const before = (await status()).failures as number;
        expect(await checkOf(first).checkDeposits([row])).toBe(false);
        expect(await ledgerEntries(deposit.RefId)).toBe(0);
        expect((await shown(first, member.token, deposit.RefId)).status).toBe('pending');
        const seen = await status();
        expect(seen.failures).toBeGreaterThan(before);
        expect(seen.lastError).toMatch(message);
        standIn.trouble = { kind: 'none' };
        await waitFor(
          'credited once Bakong is back',
          async () => (await ledgerEntries(deposit.RefId)) === 1,
        );
        expect(await balanceOf(first, member.token)).toBe('6.00');
        await reconcileOk(first, admin);
      },
    );
  });
});
