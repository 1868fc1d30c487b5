import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.js';
import { issueCode } from './fields.js';
import { amountRule, bigintId, dateRule, idRule, isCalendarDate, rules } from './rules.js';
import { amountSchemaOf, dateSchemaOf, idSchemaOf, intSchema } from './rule-schemas.js';
import { settingUpdateSchema } from './setting.js';

const codeOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? 0 : issueCode(result.issues[0].message);
};

describe('calendar dates', () => {
  it('accepts days that exist, leap days of leap years included', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31']) {
      expect(isCalendarDate(day)).toBe(true);
    }
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const day of ['2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-04-31']) {
      expect(isCalendarDate(day)).toBe(false);
    }
    for (const text of ['2026-1-01', '20260101', '2026-01-01T00:00', '']) {
      expect(isCalendarDate(text)).toBe(false);
    }
  });

  it("answers the route's own codes: missing and invalid", () => {
    const schema = dateSchemaOf(dateRule(ErrorCode.InvalidStartDate, ErrorCode.MissingStartDate));
    expect(codeOf(schema, '2026-02-30')).toBe(ErrorCode.InvalidStartDate);
    expect(codeOf(schema, 20260201)).toBe(ErrorCode.InvalidStartDate);
    expect(codeOf(schema, undefined)).toBe(ErrorCode.MissingStartDate);
    expect(codeOf(schema, '')).toBe(ErrorCode.MissingStartDate);
    expect(codeOf(schema, '2026-02-28')).toBe(0);
  });
});

describe('ids', () => {
  it('are decimal strings within PostgreSQL bigint; safe numbers are accepted', () => {
    expect(bigintId('42')).toBe('42');
    expect(bigintId(42)).toBe('42');
    expect(bigintId('9223372036854775807')).toBe('9223372036854775807');
  });

  it('refuse 2^63, 40 digits, 1e308, fractions, zero and other types', () => {
    for (const bad of [
      '9223372036854775808',
      '1'.repeat(40),
      1e308,
      2 ** 63,
      1.5,
      0,
      '0',
      '-1',
      '1e3',
      null,
      true,
      [],
    ]) {
      expect(bigintId(bad)).toBeUndefined();
    }
  });

  it("answer the route's code", () => {
    const schema = idSchemaOf(idRule(ErrorCode.InvalidUser, ErrorCode.MissingUserId));
    expect(codeOf(schema, '1'.repeat(40))).toBe(ErrorCode.InvalidUser);
    expect(codeOf(schema, undefined)).toBe(ErrorCode.MissingUserId);
    expect(v.parse(schema, 7)).toBe('7');
  });
});

describe('numbers and amounts have ranges', () => {
  it('page and limit are bounded whole numbers with defaults', () => {
    expect(v.parse(intSchema(rules.page), undefined)).toBe(1);
    expect(codeOf(intSchema(rules.page), 2 ** 63)).toBe(ErrorCode.BadRequest);
    expect(codeOf(intSchema(rules.limit), 101)).toBe(ErrorCode.BadRequest);
    expect(codeOf(intSchema(rules.limit), '20')).toBe(ErrorCode.BadRequest);
    expect(codeOf(intSchema(rules.page), 1.5)).toBe(ErrorCode.BadRequest);
  });

  it('a checkout quantity is 1 to 1,000 sheets; anything else is its own code, 4004', () => {
    const schema = intSchema(rules.quantity);
    for (const good of [1, 1000]) expect(codeOf(schema, good)).toBe(0);
    for (const bad of [0, 1001, 1.5, '2', undefined, null]) {
      expect(codeOf(schema, bad)).toBe(ErrorCode.InvalidQuantity);
    }
  });

  it('site settings: any subset, each field by its rule', () => {
    expect(v.parse(settingUpdateSchema, { theme: 7, telegram: ' shop_bot ' })).toEqual({
      theme: 7,
      telegram: 'shop_bot',
    });
    expect(codeOf(settingUpdateSchema, { theme: 20 })).toBe(ErrorCode.InvalidFormat);
    expect(codeOf(settingUpdateSchema, { closed: 'yes' })).toBe(ErrorCode.InvalidFormat);
    expect(codeOf(settingUpdateSchema, { logo: 'javascript:alert(1)' })).toBe(
      ErrorCode.InvalidFormat,
    );
  });

  it('an amount is a money string up to its cap; a number is invalid, not missing', () => {
    const rule = amountRule({
      missing: ErrorCode.MissingAmount,
      invalid: ErrorCode.InvalidPayment,
      maxCents: 100_00,
    });
    const schema = amountSchemaOf(rule);
    expect(codeOf(schema, '100.00')).toBe(0);
    expect(codeOf(schema, '100.01')).toBe(ErrorCode.InvalidPayment);
    expect(codeOf(schema, 5)).toBe(ErrorCode.InvalidPayment);
    expect(codeOf(schema, '-5')).toBe(ErrorCode.InvalidPayment);
    expect(codeOf(schema, '9'.repeat(30))).toBe(ErrorCode.InvalidPayment);
    expect(codeOf(schema, undefined)).toBe(ErrorCode.MissingAmount);
    expect(codeOf(amountSchemaOf({ ...rule, signed: true }), '-5')).toBe(0);
    expect(codeOf(amountSchemaOf({ ...rule, signed: true }), '-100.01')).toBe(
      ErrorCode.InvalidPayment,
    );
  });
});
