import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ErrorCode } from './errors.js';
import {
  adjustBalanceSchema,
  historySchema,
  ledgerExportSchema,
  payWithdrawalSchema,
  refIdSchema,
} from './wallet.js';

const failure = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : Number(result.issues[0]!.message);
};

// The server's DTOs are built from the same rules (walletRules); its tests send the same inputs.
describe('wallet forms', () => {
  it('histories and the ledger export refuse days that do not exist, with their own codes', () => {
    for (const schema of [historySchema, ledgerExportSchema]) {
      expect(failure(schema, { StartDate: '2025-02-29', endDate: '2025-03-01' })).toBe(
        ErrorCode.InvalidStartDate,
      );
      expect(failure(schema, { StartDate: '2025-02-01', endDate: '2026-02-30' })).toBe(
        ErrorCode.InvalidEndDate,
      );
      expect(failure(schema, { StartDate: null, endDate: '2025-03-01' })).toBe(
        ErrorCode.MissingStartDate,
      );
      expect(failure(schema, { StartDate: '2024-02-29', endDate: '2024-02-29' })).toBeNull();
    }
    expect(failure(historySchema, { StartDate: '2025-03-02', endDate: '2025-03-01' })).toBe(
      ErrorCode.InvalidEndDate,
    );
  });

  it('an adjustment is at most 100,000.00 either way', () => {
    const adjust = (amt: unknown) =>
      failure(adjustBalanceSchema, { userId: '7', amt, reason: 'goodwill' });
    expect(adjust('100000.00')).toBeNull();
    expect(adjust('-100000')).toBeNull();
    expect(adjust('100000.01')).toBe(ErrorCode.InvalidPayment);
    expect(adjust('-100000.01')).toBe(ErrorCode.InvalidPayment);
    expect(adjust(5)).toBe(ErrorCode.InvalidPayment);
    expect(adjust(undefined)).toBe(ErrorCode.MissingAmount);
    expect(failure(adjustBalanceSchema, { userId: null, amt: '1', reason: 'x' })).toBe(
      ErrorCode.MissingUserId,
    );
  });

  it('a RefId of the wrong type is invalid, an absent one missing; a payout needs its reference', () => {
    expect(failure(refIdSchema, { RefId: 12 })).toBe(ErrorCode.InvalidRefId);
    expect(failure(refIdSchema, { RefId: '  ' })).toBe(ErrorCode.MissingRefId);
    expect(failure(payWithdrawalSchema, { RefId: 'W4N8P2TQ7ZKD', bankReference: '' })).toBe(
      ErrorCode.MissingField,
    );
    expect(
      failure(payWithdrawalSchema, { RefId: 'W4N8P2TQ7ZKD', bankReference: 'x'.repeat(101) }),
    ).toBe(ErrorCode.InvalidFormat);
  });
});
