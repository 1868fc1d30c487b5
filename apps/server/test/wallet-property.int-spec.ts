// Random sequences of wallet operations and purchases, some at the same moment, against the real
// server and database: after every step each balance equals its ledger, each entry's balance after
// is the running sum of its member's entries, none is negative, and each balance equals what the
// successful answers add up to.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { centsToDecimal, ErrorCode, parseCents } from '@lottery/contracts';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { buy, buyerKinds, makeKind, openDraw, stock } from './checkout-support.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  balanceOf,
  call,
  memberWithBank,
  ok,
  providerCallback,
  reconcileOk,
} from './wallet-support.js';

const ADMIN_PHONE = '011222666';
const ADMIN_PASSWORD = 'admin2026';
/** One member of each kind of buyer (checkout-support.ts buyerKinds): purchases as each kind. */
const MEMBERS = buyerKinds.length;

type Step =
  | { op: 'deposit'; member: number; cents: number }
  | { op: 'confirm'; pick: number; by: 'admin' | 'provider' }
  | { op: 'withdraw'; member: number }
  | { op: 'pay'; pick: number }
  | { op: 'reject'; pick: number }
  | { op: 'adjust'; member: number; cents: number }
  | { op: 'buy'; member: number; product: number; qty: number };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const pick = fc.nat(50);
const single: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    member,
    cents: fc.integer({ min: 1, max: 50_00 }),
  }),
  fc.record({
    op: fc.constant('confirm' as const),
    pick,
    by: fc.constantFrom('admin' as const, 'provider' as const),
  }),
  fc.record({ op: fc.constant('withdraw' as const), member }),
  fc.record({ op: fc.constant('pay' as const), pick }),
  fc.record({ op: fc.constant('reject' as const), pick }),
  fc.record({
    op: fc.constant('adjust' as const),
    member,
    cents: fc.integer({ min: -30_00, max: 30_00 }).filter((cents) => cents !== 0),
  }),
  fc.record({
    op: fc.constant('buy' as const),
    member,
    product: fc.integer({ min: 0, max: 1 }),
    qty: fc.integer({ min: 1, max: 2 }),
  }),
);
/** One step, or a few at the same moment. */
const batch = fc.oneof(
  { weight: 3, arbitrary: single.map((step) => [step]) },
  { weight: 1, arbitrary: fc.array(single, { minLength: 2, maxLength: 5 }) },
);

describe('wallet ledger property', () => {
  let server: TestApp;
  let admin: string;
  const members: Array<{ token: string; id: string; checkoutFields: Record<string, unknown> }> = [];
  /** What the model knows: deposits and withdrawals by RefId, to pick from. */
  const deposits: Array<{ RefId: string; member: number; amt: string }> = [];
  const withdrawals: Array<{ RefId: string; member: number; amt: string }> = [];
  /** Two numbers on sale in an open draw, at 1.00 and 2.50 a sheet. */
  const products: string[] = [];

  beforeAll(async () => {
    server = await startTestApp({ adminPhone: ADMIN_PHONE, adminPassword: ADMIN_PASSWORD });
    ({ token: admin } = await ok(server, '/api/authCustomer', {
      username: ADMIN_PHONE,
      password: ADMIN_PASSWORD,
    }));
    for (const kind of buyerKinds) {
      const made = await memberWithBank(server);
      const [checkoutFields] = await server.app
        .get(DataSource)
        .transaction((manager) => makeKind(manager, kind, [made.id]));
      members.push({ ...made, checkoutFields: checkoutFields! });
    }
    const drawId = await openDraw(server);
    products.push(await stock(server, drawId, '111111', 400, 1_00));
    products.push(await stock(server, drawId, '222222', 400, 2_50));
  });
  afterAll(() => server.close());

  /** Runs one step; answers the change it made to its member's balance, in cents. */
  async function run(step: Step): Promise<{ member: number; delta: number } | null> {
    const expectCode = (code: number, allowed: number[]) => {
      // An unexpected code fails with the step that got it.
      if (code !== 0 && !allowed.includes(code)) {
        throw new Error(`${JSON.stringify(step)} answered ${code}`);
      }
      return code === 0;
    };
    switch (step.op) {
      case 'deposit': {
        const answer = await call(
          server,
          '/api/customer/payment/deposit',
          {
            amt: centsToDecimal(step.cents),
          },
          { token: members[step.member]!.token },
        );
        expectCode(answer.code, []);
        deposits.push({ RefId: answer.period.RefId, member: step.member, amt: answer.period.amt });
        return null;
      }
      case 'confirm': {
        const deposit = deposits[step.pick % Math.max(deposits.length, 1)];
        if (!deposit) return null;
        const answer =
          step.by === 'admin'
            ? await call(
                server,
                '/api/company/payment/confirmDeposit',
                { RefId: deposit.RefId },
                {
                  token: admin,
                },
              )
            : await providerCallback(server, { RefId: deposit.RefId, amt: deposit.amt });
        return expectCode(answer.code, [ErrorCode.DepositAlreadySettled])
          ? { member: deposit.member, delta: parseCents(deposit.amt)! }
          : null;
      }
      case 'withdraw': {
        const answer = await call(
          server,
          '/api/customer/payment/withdraw',
          {},
          {
            token: members[step.member]!.token,
          },
        );
        if (!expectCode(answer.code, [ErrorCode.AmountNotEnough])) return null;
        withdrawals.push({
          RefId: answer.period.RefId,
          member: step.member,
          amt: answer.period.amt,
        });
        return { member: step.member, delta: -parseCents(answer.period.amt)! };
      }
      case 'pay':
      case 'reject': {
        const withdrawal = withdrawals[step.pick % Math.max(withdrawals.length, 1)];
        if (!withdrawal) return null;
        const answer =
          step.op === 'pay'
            ? await call(
                server,
                '/api/company/payment/payWithdraw',
                {
                  RefId: withdrawal.RefId,
                  bankReference: 'BANK-1',
                },
                { token: admin },
              )
            : await call(
                server,
                '/api/company/payment/rejectWithdraw',
                {
                  RefId: withdrawal.RefId,
                  reason: 'property test',
                },
                { token: admin },
              );
        if (!expectCode(answer.code, [ErrorCode.WithdrawalAlreadySettled])) return null;
        return step.op === 'reject'
          ? { member: withdrawal.member, delta: parseCents(withdrawal.amt)! }
          : null;
      }
      case 'adjust': {
        const amt = step.cents < 0 ? `-${centsToDecimal(-step.cents)}` : centsToDecimal(step.cents);
        const answer = await call(
          server,
          '/api/company/payment/adjustBalance',
          {
            userId: members[step.member]!.id,
            amt,
            reason: 'property test',
          },
          { token: admin },
        );
        return expectCode(answer.code, [ErrorCode.AmountNotEnough])
          ? { member: step.member, delta: step.cents }
          : null;
      }
      case 'buy': {
        const buyer = members[step.member]!;
        const answer = await buy(server, buyer, {
          products: [{ productId: products[step.product]!, qty: step.qty }],
          ...buyer.checkoutFields,
        });
        return expectCode(answer.code, [ErrorCode.InsufficientBalance, ErrorCode.NotEnoughProduct])
          ? { member: step.member, delta: -parseCents(answer.period.total)! }
          : null;
      }
    }
  }

  it('keeps every balance equal to its ledger and never negative', async () => {
    const started = Date.now();
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 10 }), async (batches) => {
        // The model starts from what the database holds (earlier runs leave money behind).
        const model = await Promise.all(
          members.map(async ({ token }) => parseCents(await balanceOf(server, token))!),
        );
        for (const stepsAtOnce of batches) {
          const changes = await Promise.all(stepsAtOnce.map(run));
          steps += stepsAtOnce.length;
          for (const change of changes) if (change) model[change.member]! += change.delta;
          await reconcileOk(server, admin);
          const balances = await Promise.all(
            members.map(async ({ token }) => parseCents(await balanceOf(server, token))!),
          );
          expect(balances).toEqual(model);
        }
      }),
      { numRuns: 50 },
    );
    // For the report: how much was exercised, and how long it took.
    process.stdout.write(`wallet property: ${steps} steps in ${Date.now() - started} ms\n`);
    // About 20 s alone; room for a machine busy with other test files.
  }, 120_000);
});
