import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  checkLottoPrizesSchema,
  checkProductSchema,
  createDrawSchema,
  searchProductSchema,
} from './draw.js';

const failure = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]!.message;
};

describe('search form rule', () => {
  it('accepts all six digits, or any partial field with exactly its digits', () => {
    for (const input of [
      { number: '123456' },
      { first3: '123' },
      { last3: '456' },
      { last2: '56' },
      { first3: '123', last2: '56', last3: '' },
    ]) {
      expect(failure(searchProductSchema, input)).toBeNull();
    }
  });

  it('refuses an empty form or a field with the wrong digits with 5002', () => {
    for (const input of [
      {},
      { first3: '', last3: '', last2: '', number: '' },
      { last2: '5' },
      { last3: '45a' },
      { first3: '1234' },
      { number: '12345' },
    ]) {
      expect(failure(searchProductSchema, input)).toBe('5002');
    }
  });

  it('drops empty fields and defaults the page', () => {
    expect(v.parse(searchProductSchema, { last2: '07', first3: '' })).toEqual({
      last2: '07',
      first3: undefined,
      last3: undefined,
      number: undefined,
      page: 1,
      limit: 20,
    });
  });
});

describe('prize check request', () => {
  it('needs a six-digit number (5002), numbers given as numbers too', () => {
    expect(failure(checkLottoPrizesSchema, { number: '12345' })).toBe('5002');
    expect(v.parse(checkLottoPrizesSchema, { number: 123456, date: '2026-05-02' })).toEqual({
      number: '123456',
      date: '2026-05-02',
      gameEventId: undefined,
    });
  });
});

describe('new draw request', () => {
  it('reads times without an offset as Bangkok time', () => {
    const draw = v.parse(createDrawSchema, {
      roundName: 'x',
      drawDate: '2030-01-16',
      openSellDate: '2030-01-02T09:00',
      closeSellDate: '2030-01-16T12:00:00Z',
    });
    expect(draw.openSellDate).toBe('2030-01-02T02:00:00.000Z');
    expect(draw.closeSellDate).toBe('2030-01-16T12:00:00.000Z');
  });
});

describe('sale times', () => {
  it('refuse a day that does not exist and shapes other than an ISO time', () => {
    const base = {
      roundName: 'x',
      drawDate: '2030-01-16',
      openSellDate: '2030-01-02T09:00',
      closeSellDate: '2030-01-16T12:00',
    };
    expect(failure(createDrawSchema, { ...base, openSellDate: '2030-02-30T09:00' })).toBe('1014');
    expect(failure(createDrawSchema, { ...base, closeSellDate: '2030-01-16' })).toBe('1015');
    expect(failure(createDrawSchema, { ...base, closeSellDate: '2030-01-16T24:00' })).toBe('1015');
    expect(failure(createDrawSchema, { ...base, closeSellDate: ' ' })).toBe('1001');
    expect(failure(createDrawSchema, { ...base, drawDate: '2030-02-29' })).toBe('1004');
    expect(failure(createDrawSchema, base)).toBeNull();
  });
});

describe('cart re-check request', () => {
  it('needs 1 to 200 ids: 4002 without, 5002 for a bad one, 400 for too many', () => {
    expect(failure(checkProductSchema, { products: null })).toBe('4002');
    expect(failure(checkProductSchema, { products: [] })).toBe('4002');
    expect(failure(checkProductSchema, { products: ['1', 'x'] })).toBe('5002');
    const many = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expect(failure(checkProductSchema, { products: many })).toBe('400');
    expect(v.parse(checkProductSchema, { products: [12, '13'] })).toEqual({
      products: ['12', '13'],
    });
  });
});
