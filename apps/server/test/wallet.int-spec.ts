import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCatalogue, ErrorCode } from '@lottery/contracts';
import khqr from 'bakong-khqr';
import { registerMember } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  balanceOf,
  call,
  fund,
  memberWithBank,
  ok,
  providerCallback,
  reconcileOk,
  sql,
  withKey,
} from './wallet-support.js';

const ADMIN_PHONE = '011222555';
const ADMIN_PASSWORD = 'admin2026';
const { BakongKHQR } = khqr;

describe('wallet', () => {
  let server: TestApp;
  let admin: string;
  beforeAll(async () => {
    server = await startTestApp({ adminPhone: ADMIN_PHONE, adminPassword: ADMIN_PASSWORD });
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
  });
  afterAll(async () => {
    // Closed whatever the check finds: a broken ledger fails the file instead of hanging it.
    try {
      await reconcileOk(server, admin);
    } finally {
      await server.close();
    }
  });

  it('describes every wallet call in the OpenAPI document', async () => {
    const document = (await (await server.request('/api/docs-json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    };
    const posts = [
      'customer/payment/deposit',
      'customer/payment/getDeposit',
      'customer/payment/getHistoryDeposit',
      'customer/payment/getHistoryWithdraw',
      'payment/callback',
      'company/payment/deposits',
      'company/payment/withdrawals',
      'company/payment/confirmDeposit',
      'company/payment/payWithdraw',
      'company/payment/rejectWithdraw',
      'company/payment/adjustBalance',
      'customer/payment/withdraw', // only a passkey step-up proof, when the member has a passkey
    ];
    // These take no body at all.
    const bodiless = ['company/payment/reconcile'];
    for (const path of [...posts, ...bodiless]) {
      const call = document.paths[`/api/${path}`]?.post;
      expect({ path, body: Boolean(call?.requestBody), answer: Boolean(call?.responses) }).toEqual({
        path,
        body: posts.includes(path),
        answer: true,
      });
    }
    expect(document.paths['/api/company/payment/ledger']?.get).toBeDefined();
  });

  describe('deposit', () => {
    it('creates a pending deposit with a KHQR code for the amount, in USD, that expires', async () => {
      const { token } = await memberWithBank(server);
      const before = Date.now();
      const deposit = await ok(server, '/api/customer/payment/deposit', { amt: '25.5' }, { token });
      expect(deposit).toEqual({
        RefId: expect.stringMatching(/^D[2-9A-Z]{12}$/),
        amt: '25.50',
        status: 'pending',
        khqr: expect.any(String),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        confirmedAt: null,
        late: false,
      });
      const ttl = Date.parse(deposit.expiresAt) - Date.parse(deposit.createdAt);
      expect(ttl).toBe(30 * 60_000);
      expect(BakongKHQR.verify(deposit.khqr).isValid).toBe(true);
      const decoded = BakongKHQR.decode(deposit.khqr).data!;
      expect(decoded).toMatchObject({
        bakongAccountID: 'lottery_shop@devb',
        merchantName: 'Lottery Shop',
        transactionCurrency: '840',
        transactionAmount: '25.50',
        billNumber: deposit.RefId,
      });
      expect(Number(decoded.expirationTimestamp)).toBe(Date.parse(deposit.expiresAt));
      expect(Number(decoded.expirationTimestamp)).toBeGreaterThan(before);
      // Nothing is credited until someone confirms it.
      expect(await balanceOf(server, token)).toBe('0.00');
    });

    it('has no minimum: one cent is a deposit', async () => {
      const { token } = await memberWithBank(server);
      const deposit = await ok(server, '/api/customer/payment/deposit', { amt: '0.01' }, { token });
      expect(deposit.amt).toBe('0.01');
    });

    it('refuses a missing or bad amount with 6003 or 6012, in the caller language', async () => {
      const { token, id } = await memberWithBank(server);
      expect((await call(server, '/api/customer/payment/deposit', {}, { token })).code).toBe(
        ErrorCode.MissingAmount,
      );
      for (const amt of ['abc', '0', '-1', '1.234', '10000.01', 5]) {
        const answer = await call(server, '/api/customer/payment/deposit', { amt }, { token });
        expect({ amt, code: answer.code }).toEqual({
          amt,
          // A number is a wrong type: not money (6012), not "please enter the amount" (6003).
          code: ErrorCode.InvalidPayment,
        });
      }
      const response = await server.request('/api/customer/payment/deposit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token, locale: 'km' },
        body: JSON.stringify({ amt: 'abc' }),
      });
      const json = (await response.json()) as { msg: string };
      expect(json.msg).toBe(errorCatalogue[ErrorCode.InvalidPayment].km);
      const [count] = await sql(server, 'SELECT count(*) AS n FROM deposit WHERE member_id = $1', [
        id,
      ]);
      expect(count.n).toBe('0');
    });

    it('wants a signed-in member', async () => {
      const answer = await call(server, '/api/customer/payment/deposit', { amt: '1' });
      expect(answer).toMatchObject({ status: 401, code: ErrorCode.Unauthorized });
    });

    it('getDeposit shows the member its own deposit and 6006 for anyone else', async () => {
      const owner = await memberWithBank(server);
      const other = await memberWithBank(server);
      const { RefId } = await ok(
        server,
        '/api/customer/payment/deposit',
        { amt: '3' },
        { token: owner.token },
      );
      const shown = await ok(
        server,
        '/api/customer/payment/getDeposit',
        { RefId },
        { token: owner.token },
      );
      expect(shown).toMatchObject({ RefId, amt: '3.00', status: 'pending' });
      for (const [token, ref, code] of [
        [other.token, RefId, ErrorCode.InvalidRefId],
        [owner.token, 'DNOSUCHDEPOSIT', ErrorCode.InvalidRefId],
        [owner.token, '', ErrorCode.MissingRefId],
        [owner.token, undefined, ErrorCode.MissingRefId],
      ] as const) {
        const answer = await call(
          server,
          '/api/customer/payment/getDeposit',
          { RefId: ref },
          {
            token,
          },
        );
        expect(answer.code).toBe(code);
      }
    });
  });

  describe('confirming a deposit', () => {
    it('an admin confirms it: the balance grows once, the ledger and audit log say so', async () => {
      const { token, id } = await memberWithBank(server);
      const { RefId } = await ok(
        server,
        '/api/customer/payment/deposit',
        { amt: '12.34' },
        {
          token,
        },
      );
      const confirmed = await ok(
        server,
        '/api/company/payment/confirmDeposit',
        { RefId },
        { token: admin },
      );
      expect(confirmed).toMatchObject({
        RefId,
        amt: '12.34',
        status: 'confirmed',
        confirmedAt: expect.any(String),
        confirmedBy: ADMIN_PHONE,
        member: { userId: id, name: 'Sok Dara' },
      });
      expect(confirmed).not.toHaveProperty('khqr');
      expect(await balanceOf(server, token)).toBe('12.34');
      const again = await call(
        server,
        '/api/company/payment/confirmDeposit',
        { RefId },
        {
          token: admin,
        },
      );
      expect(again).toMatchObject({ status: 409, code: ErrorCode.DepositAlreadySettled });
      expect(await balanceOf(server, token)).toBe('12.34');
      const entries = await sql(
        server,
        'SELECT kind, amount, balance_after, reference FROM ledger_entry WHERE member_id = $1',
        [id],
      );
      expect(entries).toEqual([
        { kind: 'deposit', amount: '1234', balance_after: '1234', reference: RefId },
      ]);
      const audit = await sql(
        server,
        `SELECT action FROM audit_log WHERE target_id = $1 AND detail->>'RefId' = $2`,
        [id, RefId],
      );
      expect(audit).toEqual([{ action: 'deposit.confirm' }]);
      const shown = await ok(server, '/api/customer/payment/getDeposit', { RefId }, { token });
      expect(shown.status).toBe('confirmed');
    });

    it('two confirmations at the same moment credit once', async () => {
      const { token } = await memberWithBank(server);
      const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '7' }, { token });
      const answers = await Promise.all([
        call(server, '/api/company/payment/confirmDeposit', { RefId }, { token: admin }),
        providerCallback(server, { RefId, amt: '7.00', providerRef: 'BK-1' }),
        call(server, '/api/company/payment/confirmDeposit', { RefId }, { token: admin }),
      ]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([
        0,
        ErrorCode.DepositAlreadySettled,
        ErrorCode.DepositAlreadySettled,
      ]);
      expect(await balanceOf(server, token)).toBe('7.00');
    });

    it('refuses an unknown RefId (6006), a missing one (6005), and members (403)', async () => {
      const { token } = await memberWithBank(server);
      expect(
        (
          await call(
            server,
            '/api/company/payment/confirmDeposit',
            { RefId: 'DX' },
            { token: admin },
          )
        ).code,
      ).toBe(ErrorCode.InvalidRefId);
      expect(
        (await call(server, '/api/company/payment/confirmDeposit', {}, { token: admin })).code,
      ).toBe(ErrorCode.MissingRefId);
      const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '1' }, { token });
      const byMember = await call(
        server,
        '/api/company/payment/confirmDeposit',
        { RefId },
        {
          token,
        },
      );
      expect(byMember).toMatchObject({ status: 403, code: ErrorCode.NoAccess });
      expect(await balanceOf(server, token)).toBe('0.00');
    });

    it('an expired deposit shows as expired and can no longer be confirmed', async () => {
      const { token } = await memberWithBank(server);
      const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '9' }, { token });
      // Thirty minutes pass.
      await sql(
        server,
        `UPDATE deposit SET expires_at = now() - interval '1 second' WHERE ref_id = $1`,
        [RefId],
      );
      const shown = await ok(server, '/api/customer/payment/getDeposit', { RefId }, { token });
      expect(shown.status).toBe('expired');
      expect(
        (await call(server, '/api/company/payment/confirmDeposit', { RefId }, { token: admin }))
          .code,
      ).toBe(ErrorCode.DepositAlreadySettled);
      expect((await providerCallback(server, { RefId, amt: '9.00' })).code).toBe(
        ErrorCode.DepositAlreadySettled,
      );
      expect(await balanceOf(server, token)).toBe('0.00');
      const queue = await ok(
        server,
        '/api/company/payment/deposits',
        {
          status: 'expired',
          q: (await ok(server, '/api/customer/user/profile', {}, { token })).username,
        },
        { token: admin },
      );
      expect(queue.items.map((item: { RefId: string }) => item.RefId)).toEqual([RefId]);
    });
  });

  describe('payment provider callback', () => {
    it('credits a deposit when signed and the amount matches', async () => {
      const { token } = await memberWithBank(server);
      const { RefId } = await ok(
        server,
        '/api/customer/payment/deposit',
        { amt: '4.2' },
        { token },
      );
      const answer = await providerCallback(server, { RefId, amt: '4.20', providerRef: 'BK-77' });
      expect(answer).toMatchObject({ code: 0, period: { RefId, status: 'confirmed' } });
      expect(await balanceOf(server, token)).toBe('4.20');
      const [row] = await sql(
        server,
        'SELECT provider_ref, confirmed_by FROM deposit WHERE ref_id = $1',
        [RefId],
      );
      expect(row).toEqual({ provider_ref: 'BK-77', confirmed_by: null });
      expect((await providerCallback(server, { RefId, amt: '4.20' })).code).toBe(
        ErrorCode.DepositAlreadySettled,
      );
      expect(await balanceOf(server, token)).toBe('4.20');
    });

    it('a different amount is 6007 and credits nothing', async () => {
      const { token } = await memberWithBank(server);
      const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '10' }, { token });
      const answer = await providerCallback(server, { RefId, amt: '1.00' });
      expect(answer).toMatchObject({ code: ErrorCode.AmountNotEqual });
      expect(answer.msg).toBe(errorCatalogue[ErrorCode.AmountNotEqual].en);
      expect(await balanceOf(server, token)).toBe('0.00');
      const shown = await ok(server, '/api/customer/payment/getDeposit', { RefId }, { token });
      expect(shown.status).toBe('pending');
    });

    it('refuses a bad or missing signature with 6018, and believes nothing in the body', async () => {
      const { token } = await memberWithBank(server);
      const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '5' }, { token });
      const forged = await providerCallback(server, { RefId, amt: '5.00' }, 'ab'.repeat(32));
      expect(forged).toMatchObject({ status: 403, code: ErrorCode.BadSignature });
      expect((await providerCallback(server, { RefId, amt: '5.00' }, 'not-hex')).code).toBe(
        ErrorCode.BadSignature,
      );
      const unsigned = await server.request('/api/payment/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ RefId, amt: '5.00' }),
      });
      expect(((await unsigned.json()) as { code: number }).code).toBe(ErrorCode.BadSignature);
      // Signed for other bytes: the same JSON with a space is not what was signed.
      const raw = JSON.stringify({ RefId, amt: '5.00' });
      const { signCallbackBody } = await import('../src/modules/payment/callback-signature.js');
      const { secretOf } = await import('./wallet-support.js');
      const tampered = await server.request('/api/payment/callback', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signCallbackBody(secretOf(server), raw),
        },
        body: raw.replace('5.00', '5.00 '),
      });
      expect(((await tampered.json()) as { code: number }).code).toBe(ErrorCode.BadSignature);
      expect(await balanceOf(server, token)).toBe('0.00');
    });

    it('a signed callback without a RefId is 6005, with an unknown one 6006', async () => {
      expect((await providerCallback(server, { amt: '1.00' })).code).toBe(ErrorCode.MissingRefId);
      expect((await providerCallback(server, { RefId: 'DUNKNOWN', amt: '1.00' })).code).toBe(
        ErrorCode.InvalidRefId,
      );
    });
  });

  describe('withdraw', () => {
    it('takes the whole balance into a pending withdrawal to the profile bank account', async () => {
      const { token, id } = await memberWithBank(server);
      await fund(server, token, admin, '30');
      await fund(server, token, admin, '2.50');
      const withdrawal = await ok(server, '/api/customer/payment/withdraw', {}, { token });
      expect(withdrawal).toEqual({
        RefId: expect.stringMatching(/^W[2-9A-Z]{12}$/),
        amt: '32.50',
        status: 'pending',
        bankName: 'ABA',
        accountName: 'Sok Dara',
        accountNumber: expect.stringMatching(/^\d+$/),
        createdAt: expect.any(String),
        settledAt: null,
        bankReference: null,
        reason: null,
      });
      expect(await balanceOf(server, token)).toBe('0.00');
      const [entry] = await sql(
        server,
        `SELECT kind, amount, balance_after FROM ledger_entry WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
        [id],
      );
      expect(entry).toEqual({ kind: 'withdrawal', amount: '-3250', balance_after: '0' });
      expect((await call(server, '/api/customer/payment/withdraw', {}, { token })).code).toBe(
        ErrorCode.AmountNotEnough,
      );
    });

    it('6015 without a bank account on the profile, 6004 with a zero balance', async () => {
      const { token } = await registerMember(server);
      expect((await call(server, '/api/customer/payment/withdraw', {}, { token })).code).toBe(
        ErrorCode.NoBankAccount,
      );
      const withBank = await memberWithBank(server);
      expect(
        (await call(server, '/api/customer/payment/withdraw', {}, { token: withBank.token })).code,
      ).toBe(ErrorCode.AmountNotEnough);
    });

    it('ten withdrawals at the same moment: one pending withdrawal and a zero balance', async () => {
      const { token, id } = await memberWithBank(server);
      await fund(server, token, admin, '100');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(server, '/api/customer/payment/withdraw', {}, { token }),
        ),
      );
      const codes = answers.map((answer) => answer.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      expect(codes.filter((code) => code === ErrorCode.AmountNotEnough)).toHaveLength(9);
      expect(await balanceOf(server, token)).toBe('0.00');
      const rows = await sql(server, 'SELECT amount, status FROM withdrawal WHERE member_id = $1', [
        id,
      ]);
      expect(rows).toEqual([{ amount: '10000', status: 'pending' }]);
    });

    it('an admin pays it (6017 the second time) or rejects it and the money comes back', async () => {
      const paid = await memberWithBank(server);
      await fund(server, paid.token, admin, '20');
      const first = await ok(server, '/api/customer/payment/withdraw', {}, { token: paid.token });
      const payout = await ok(
        server,
        '/api/company/payment/payWithdraw',
        { RefId: first.RefId, bankReference: 'ABA-0001' },
        { token: admin },
      );
      expect(payout).toMatchObject({
        RefId: first.RefId,
        status: 'paid',
        bankReference: 'ABA-0001',
        settledAt: expect.any(String),
        settledBy: ADMIN_PHONE,
        member: { userId: paid.id },
      });
      for (const [path, body] of [
        ['payWithdraw', { RefId: first.RefId, bankReference: 'ABA-0002' }],
        ['rejectWithdraw', { RefId: first.RefId, reason: 'late' }],
      ] as const) {
        const again = await call(server, `/api/company/payment/${path}`, body, { token: admin });
        expect(again).toMatchObject({ status: 409, code: ErrorCode.WithdrawalAlreadySettled });
      }
      expect(await balanceOf(server, paid.token)).toBe('0.00');

      const rejected = await memberWithBank(server);
      await fund(server, rejected.token, admin, '15.75');
      const second = await ok(
        server,
        '/api/customer/payment/withdraw',
        {},
        {
          token: rejected.token,
        },
      );
      const refusal = await ok(
        server,
        '/api/company/payment/rejectWithdraw',
        { RefId: second.RefId, reason: 'Account name does not match' },
        { token: admin },
      );
      expect(refusal).toMatchObject({ status: 'rejected', reason: 'Account name does not match' });
      expect(await balanceOf(server, rejected.token)).toBe('15.75');
      const history = await ok(
        server,
        '/api/customer/payment/getHistoryWithdraw',
        { StartDate: '2020-01-01', endDate: '2099-12-31' },
        { token: rejected.token },
      );
      expect(history.items[0]).toMatchObject({ RefId: second.RefId, status: 'rejected' });
      const audit = await sql(
        server,
        `SELECT action FROM audit_log WHERE detail->>'RefId' IN ($1, $2) ORDER BY id`,
        [first.RefId, second.RefId],
      );
      expect(audit).toEqual([{ action: 'withdrawal.pay' }, { action: 'withdrawal.reject' }]);
    });

    it('settling refuses unknown (6006) and missing fields (6005, 303)', async () => {
      expect(
        (
          await call(
            server,
            '/api/company/payment/payWithdraw',
            { RefId: 'WX', bankReference: 'x' },
            {
              token: admin,
            },
          )
        ).code,
      ).toBe(ErrorCode.InvalidRefId);
      expect(
        (
          await call(
            server,
            '/api/company/payment/rejectWithdraw',
            { reason: 'x' },
            { token: admin },
          )
        ).code,
      ).toBe(ErrorCode.MissingRefId);
      expect(
        (await call(server, '/api/company/payment/payWithdraw', { RefId: 'WX' }, { token: admin }))
          .code,
      ).toBe(ErrorCode.MissingField);
    });
  });

  describe('idempotency keys', () => {
    it('a deposit sent twice with one key is one deposit; another body with it is 4090', async () => {
      const { token, id } = await memberWithBank(server);
      const path = '/api/customer/payment/deposit';
      const [a, b] = await Promise.all([
        withKey(server, path, { amt: '5' }, token, 'dep-1'),
        withKey(server, path, { amt: '5' }, token, 'dep-1'),
      ]);
      expect(a.code).toBe(0);
      expect(b).toEqual(a);
      const reused = await withKey(server, path, { amt: '6' }, token, 'dep-1');
      expect(reused.code).toBe(ErrorCode.IdempotencyKeyReused);
      const [count] = await sql(server, 'SELECT count(*) AS n FROM deposit WHERE member_id = $1', [
        id,
      ]);
      expect(count.n).toBe('1');
    });

    it('a replayed confirmation, withdrawal, payout or rejection answers the same, moves no money', async () => {
      const { token } = await memberWithBank(server);
      const { RefId } = await ok(server, '/api/customer/payment/deposit', { amt: '8' }, { token });
      const confirm = '/api/company/payment/confirmDeposit';
      const first = await withKey(server, confirm, { RefId }, admin, 'c-1');
      expect(first.code).toBe(0);
      expect(await withKey(server, confirm, { RefId }, admin, 'c-1')).toEqual(first);
      expect(await balanceOf(server, token)).toBe('8.00');

      const withdraw = '/api/customer/payment/withdraw';
      const w1 = await withKey(server, withdraw, {}, token, 'w-1');
      expect(w1.code).toBe(0);
      expect(await withKey(server, withdraw, {}, token, 'w-1')).toEqual(w1);
      expect((await withKey(server, withdraw, {}, token, 'w-2')).code).toBe(
        ErrorCode.AmountNotEnough,
      );

      const reject = '/api/company/payment/rejectWithdraw';
      const body = { RefId: w1.period.RefId, reason: 'wrong account' };
      const r1 = await withKey(server, reject, body, admin, 'r-1');
      expect(r1.code).toBe(0);
      expect(await withKey(server, reject, body, admin, 'r-1')).toEqual(r1);
      expect(await balanceOf(server, token)).toBe('8.00');

      const w2 = await ok(server, withdraw, {}, { token });
      const pay = '/api/company/payment/payWithdraw';
      const payBody = { RefId: w2.RefId, bankReference: 'ABA-9' };
      const p1 = await withKey(server, pay, payBody, admin, 'p-1');
      expect(p1.code).toBe(0);
      expect(await withKey(server, pay, payBody, admin, 'p-1')).toEqual(p1);
      expect(await balanceOf(server, token)).toBe('0.00');
    });
  });

  describe('histories', () => {
    it('filter by Bangkok days, both included, newest first, a page at a time', async () => {
      const { token, id } = await memberWithBank(server);
      const refs: string[] = [];
      for (const amt of ['1', '2', '3']) {
        refs.push((await ok(server, '/api/customer/payment/deposit', { amt }, { token })).RefId);
      }
      // Place them in time: 2026-03-01 23:30 Bangkok (16:30 UTC), 2026-03-02 00:30 Bangkok
      // (1 March 17:30 UTC) and 2026-03-05 12:00 Bangkok.
      const times = ['2026-03-01T16:30:00Z', '2026-03-01T17:30:00Z', '2026-03-05T05:00:00Z'];
      for (const [index, at] of times.entries()) {
        await sql(server, 'UPDATE deposit SET created_at = $2 WHERE ref_id = $1', [
          refs[index],
          at,
        ]);
      }
      const history = (body: object) =>
        ok(server, '/api/customer/payment/getHistoryDeposit', body, { token });
      const march1 = await history({ StartDate: '2026-03-01', endDate: '2026-03-01' });
      expect(march1).toEqual({ items: [expect.objectContaining({ RefId: refs[0] })], total: 1 });
      const march2to5 = await history({ StartDate: '2026-03-02', endDate: '2026-03-05' });
      expect(march2to5.items.map((item: { RefId: string }) => item.RefId)).toEqual([
        refs[2],
        refs[1],
      ]);
      const page2 = await history({
        StartDate: '2026-03-01',
        endDate: '2026-03-31',
        page: 2,
        limit: 2,
      });
      expect(page2).toEqual({ items: [expect.objectContaining({ RefId: refs[0] })], total: 3 });
      expect((await history({ StartDate: '2026-04-01', endDate: '2026-04-30' })).total).toBe(0);
      expect(id).toBeTruthy();
    });

    it('withdrawal history the same way, and the date codes 6008-6011', async () => {
      const { token } = await memberWithBank(server);
      await fund(server, token, admin, '1');
      const { RefId } = await ok(server, '/api/customer/payment/withdraw', {}, { token });
      const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      const mine = await ok(
        server,
        '/api/customer/payment/getHistoryWithdraw',
        { StartDate: today, endDate: today },
        { token },
      );
      expect(mine.items.map((item: { RefId: string }) => item.RefId)).toEqual([RefId]);
      for (const path of ['getHistoryDeposit', 'getHistoryWithdraw']) {
        for (const [body, code] of [
          [{ endDate: '2026-01-01' }, ErrorCode.MissingStartDate],
          [{ StartDate: '1/1/2026', endDate: '2026-01-01' }, ErrorCode.InvalidStartDate],
          [{ StartDate: '2026-01-01' }, ErrorCode.MissingEndDate],
          [{ StartDate: '2026-01-01', endDate: '2026-13-45' }, ErrorCode.InvalidEndDate],
          [{ StartDate: '2026-02-01', endDate: '2026-01-01' }, ErrorCode.InvalidEndDate],
        ] as const) {
          const answer = await call(server, `/api/customer/payment/${path}`, body, { token });
          expect({ path, body, code: answer.code }).toEqual({ path, body, code });
        }
      }
    });
    it("impossible or missing days, or an end before the start: each route's own code", async () => {
      const { token } = await memberWithBank(server);
      const ledger = async (query: Record<string, string>) => {
        const response = await server.request(
          `/api/company/payment/ledger?${new URLSearchParams(query).toString()}`,
          { headers: { authorization: admin, locale: 'en' } },
        );
        // A success is the CSV itself; a refusal is the JSON envelope.
        const csv = response.headers.get('content-type')?.startsWith('text/csv');
        const code = csv ? 0 : ((await response.json()) as { code: number }).code;
        return { status: response.status, code };
      };
      const routes = {
        getHistoryDeposit: (body: Record<string, string>) =>
          call(server, '/api/customer/payment/getHistoryDeposit', body, { token }),
        getHistoryWithdraw: (body: Record<string, string>) =>
          call(server, '/api/customer/payment/getHistoryWithdraw', body, { token }),
        ledger,
      };
      const good = '2025-03-01';
      const cases: Array<[Record<string, string>, number]> = [];
      for (const day of ['2025-02-29', '2026-02-30', '2026-04-31', '2026-00-10', '2026-1-01']) {
        cases.push([{ StartDate: day, endDate: good }, ErrorCode.InvalidStartDate]);
        cases.push([{ StartDate: good, endDate: day }, ErrorCode.InvalidEndDate]);
      }
      cases.push(
        [{ endDate: good }, ErrorCode.MissingStartDate],
        [{ StartDate: good }, ErrorCode.MissingEndDate],
        [{ StartDate: good, endDate: '2025-02-28' }, ErrorCode.InvalidEndDate],
      );
      for (const [route, send] of Object.entries(routes)) {
        for (const [query, code] of cases) {
          const answer = await send(query);
          expect({ route, query, status: answer.status, code: answer.code }).toEqual({
            route,
            query,
            status: 400,
            code,
          });
        }
        // A leap day that exists, and one day from start to end, are fine.
        expect((await send({ StartDate: '2024-02-29', endDate: '2024-02-29' })).code).toBe(0);
      }
    });
  });

  describe('admin', () => {
    it('queues of deposits and withdrawals by status and phone', async () => {
      const { token, phone } = await memberWithBank(server);
      const pending = await ok(server, '/api/customer/payment/deposit', { amt: '2' }, { token });
      const confirmedRef = await fund(server, token, admin, '3');
      const deposits = (status: string) =>
        ok(server, '/api/company/payment/deposits', { status, q: phone }, { token: admin });
      expect(
        (await deposits('pending')).items.map((item: { RefId: string }) => item.RefId),
      ).toEqual([pending.RefId]);
      const confirmed = await deposits('confirmed');
      expect(confirmed.items).toEqual([
        expect.objectContaining({
          RefId: confirmedRef,
          status: 'confirmed',
          member: expect.objectContaining({ username: phone }),
        }),
      ]);
      expect((await deposits('all')).total).toBe(2);
      const { RefId } = await ok(server, '/api/customer/payment/withdraw', {}, { token });
      const withdrawals = await ok(
        server,
        '/api/company/payment/withdrawals',
        { q: phone.slice(3) },
        { token: admin },
      );
      expect(withdrawals.items).toEqual([
        expect.objectContaining({ RefId, amt: '3.00', status: 'pending', settledBy: null }),
      ]);
      expect(
        (await call(server, '/api/company/payment/deposits', { status: 'nope' }, { token: admin }))
          .code,
      ).toBe(ErrorCode.BadRequest);
      expect((await call(server, '/api/company/payment/withdrawals', {}, { token })).status).toBe(
        403,
      );
    });

    it('adjusts a balance with a reason; taking more than it holds is 6004', async () => {
      const { token, id } = await memberWithBank(server);
      const adjust = (amt: string, reason = 'goodwill') =>
        call(
          server,
          '/api/company/payment/adjustBalance',
          { userId: id, amt, reason },
          {
            token: admin,
          },
        );
      expect((await adjust('5.25')).period).toEqual({ userId: id, balance: '5.25' });
      expect((await adjust('-1.25')).period).toEqual({ userId: id, balance: '4.00' });
      expect((await adjust('-4.01')).code).toBe(ErrorCode.AmountNotEnough);
      expect(await balanceOf(server, token)).toBe('4.00');
      expect((await adjust('1', '')).code).toBe(ErrorCode.MissingField);
      expect((await adjust('0')).code).toBe(ErrorCode.InvalidPayment);
      expect(
        (
          await call(
            server,
            '/api/company/payment/adjustBalance',
            { userId: '999999', amt: '1', reason: 'x' },
            { token: admin },
          )
        ).code,
      ).toBe(ErrorCode.InvalidUser);
      const entries = await sql(
        server,
        `SELECT kind, amount, note, actor_id IS NOT NULL AS by_admin FROM ledger_entry
          WHERE member_id = $1 ORDER BY id`,
        [id],
      );
      expect(entries).toEqual([
        { kind: 'adjustment', amount: '525', note: 'goodwill', by_admin: true },
        { kind: 'adjustment', amount: '-125', note: 'goodwill', by_admin: true },
      ]);
      const audit = await sql(
        server,
        `SELECT count(*) AS n FROM audit_log WHERE action = 'balance.adjust' AND target_id = $1`,
        [id],
      );
      expect(audit[0].n).toBe('2');
    });

    it('adjusts by at most $100,000 either way: a cent more is 6012 and moves nothing', async () => {
      const { token, id } = await memberWithBank(server);
      const adjust = (amt: string) =>
        call(
          server,
          '/api/company/payment/adjustBalance',
          { userId: id, amt, reason: 'limit' },
          { token: admin },
        );
      for (const amt of ['100000.01', '-100000.01', '1000000', '90071992547409.93']) {
        const answer = await adjust(amt);
        expect({ amt, status: answer.status, code: answer.code }).toEqual({
          amt,
          status: 400,
          code: ErrorCode.InvalidPayment,
        });
      }
      expect(await balanceOf(server, token)).toBe('0.00');
      expect((await adjust('100000.00')).period).toEqual({ userId: id, balance: '100000.00' });
      expect((await adjust('-100000')).period).toEqual({ userId: id, balance: '0.00' });
    });

    it('exports the ledger of a period as CSV', async () => {
      const { token, phone } = await memberWithBank(server);
      const RefId = await fund(server, token, admin, '6.60');
      const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      const response = await server.request(
        `/api/company/payment/ledger?StartDate=${today}&endDate=${today}`,
        { headers: { authorization: admin } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines[0]).toBe('id,time,member phone,kind,amount,balance after,reference,note');
      const line = lines.find((row) => row.includes(RefId));
      expect(line).toMatch(
        new RegExp(`^\\d+,\\d{4}-\\d\\d-\\d\\dT[^,]+,${phone},deposit,6\\.60,6\\.60,${RefId},$`),
      );
      const old = await server.request(
        '/api/company/payment/ledger?StartDate=2000-01-01&endDate=2000-01-02',
        { headers: { authorization: admin } },
      );
      expect((await old.text()).trim()).toBe(lines[0]);
      const bad = await server.request('/api/company/payment/ledger?StartDate=2026-01-01', {
        headers: { authorization: admin, locale: 'en' },
      });
      expect(((await bad.json()) as { code: number }).code).toBe(ErrorCode.MissingEndDate);
      const member = await server.request(
        `/api/company/payment/ledger?StartDate=${today}&endDate=${today}`,
        { headers: { authorization: token } },
      );
      expect(member.status).toBe(403);
    });

    it('reconciles: every balance equals its ledger, and a tampered balance shows up', async () => {
      const { id } = await memberWithBank(server);
      const clean = await ok(server, '/api/company/payment/reconcile', {}, { token: admin });
      expect(clean.mismatches).toEqual([]);
      expect(clean.members).toBeGreaterThan(1);
      await sql(server, 'UPDATE member SET balance = 123 WHERE id = $1', [id]);
      const tampered = await ok(server, '/api/company/payment/reconcile', {}, { token: admin });
      expect(tampered.mismatches).toEqual([{ userId: id, balance: '1.23', ledger: '0.00' }]);
      await sql(server, 'UPDATE member SET balance = 0 WHERE id = $1', [id]);
    });

    it('reconciles every entry too: a balance after that is not the running sum shows up', async () => {
      const { token, id } = await memberWithBank(server);
      await fund(server, token, admin, '5');
      await ok(
        server,
        '/api/company/payment/adjustBalance',
        { userId: id, amt: '-1.25', reason: 'check' },
        { token: admin },
      );
      const entries = await sql(
        server,
        'SELECT amount, balance_after FROM ledger_entry WHERE member_id = $1 ORDER BY id',
        [id],
      );
      expect(entries).toEqual([
        { amount: '500', balance_after: '500' },
        { amount: '-125', balance_after: '375' },
      ]);
      // An entry written wrong behind the ledger's back: its amount is in the balance (so the
      // balances still match), its balance after is not 3.75 + 1.00.
      const [wrong] = await sql(
        server,
        `INSERT INTO ledger_entry (agent_id, member_id, kind, amount, balance_after, reference)
         VALUES ('default', $1, 'purchase', 100, 999, 'tampered') RETURNING id::text AS id`,
        [id],
      );
      await sql(server, 'UPDATE member SET balance = balance + 100 WHERE id = $1', [id]);
      try {
        const answer = await ok(server, '/api/company/payment/reconcile', {}, { token: admin });
        expect(answer.mismatches).toEqual([]);
        expect(answer.entryMismatches).toEqual([
          { id: wrong.id, userId: id, balanceAfter: '9.99', runningSum: '4.75' },
        ]);
      } finally {
        // The ledger refuses deletes; this test takes its forgery back the only way there is.
        await sql(
          server,
          `ALTER TABLE ledger_entry DISABLE TRIGGER ledger_entry_append_only;
           DELETE FROM ledger_entry WHERE id = ${Number(wrong.id)};
           ALTER TABLE ledger_entry ENABLE TRIGGER ledger_entry_append_only;
           UPDATE member SET balance = balance - 100 WHERE id = ${Number(id)}`,
        );
      }
      const clean = await ok(server, '/api/company/payment/reconcile', {}, { token: admin });
      expect(clean.entryMismatches).toEqual([]);
    });
  });
});
