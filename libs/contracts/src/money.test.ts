import { describe, expect, it } from 'vitest';
import {
  assertCents,
  centsToDecimal,
  currencies,
  defaultCurrency,
  formatMoney,
  KHR_PER_USD,
  parseCents,
  usdCentsToKhrCents,
} from './index.js';

describe('parseCents', () => {
  it.each([
    ['3', 300],
    ['3.5', 350],
    ['3.50', 350],
    ['0.01', 1],
    ['0', 0],
    ['0.00', 0],
    ['1234.5', 123450],
    [' 12.30 ', 1230],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each([
    '1,000',
    '-1',
    '-0.01',
    '+1',
    '3.505',
    '3.',
    '.5',
    '1e3',
    'three',
    'abc',
    '',
    ' ',
    '3 .50',
    '0x10',
    '٣', // Arabic-Indic digit
    'NaN',
    'Infinity',
    '90071992547409.92',
    '9'.repeat(400),
  ])('rejects %j', (input) => {
    expect(parseCents(input)).toBeNull();
  });

  it('rejects values that are not strings', () => {
    expect(parseCents(3 as unknown as string)).toBeNull();
    expect(parseCents(null as unknown as string)).toBeNull();
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [350, '3.50'],
    [123450, '1234.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %i as %j', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('round-trips with parseCents', () => {
    for (const cents of [0, 1, 99, 100, 101, 350, 123450, 987654321]) {
      expect(parseCents(centsToDecimal(cents))).toBe(cents);
    }
  });

  it('refuses what is not whole cents', () => {
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});

describe('usdCentsToKhrCents', () => {
  it('multiplies by the fixed rate', () => {
    expect(KHR_PER_USD).toBe(4000);
    expect(usdCentsToKhrCents(0)).toBe(0);
    expect(usdCentsToKhrCents(1)).toBe(4000);
    expect(usdCentsToKhrCents(123450)).toBe(493_800_000);
  });

  it('refuses fractions of a cent, negatives and results past the safe range', () => {
    expect(() => usdCentsToKhrCents(0.25)).toThrow(RangeError);
    expect(() => usdCentsToKhrCents(-1)).toThrow(RangeError);
    expect(() => usdCentsToKhrCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123450, 'usd', '$1,234.50'],
    [123450, 'khr', '៛4,938,000.00'],
    [0, 'usd', '$0.00'],
    [0, 'khr', '៛0.00'],
    [5, 'usd', '$0.05'],
    [5, 'khr', '៛200.00'],
    [99999, 'usd', '$999.99'],
    [100000, 'usd', '$1,000.00'],
    [123456789, 'usd', '$1,234,567.89'],
    [25, 'khr', '៛1,000.00'],
  ] as const)('formats %i in %s as %j', (cents, currency, text) => {
    expect(formatMoney(cents, currency)).toBe(text);
  });

  it('refuses bad amounts in both currencies', () => {
    for (const currency of currencies) {
      expect(() => formatMoney(-1, currency)).toThrow(RangeError);
      expect(() => formatMoney(0.5, currency)).toThrow(RangeError);
      expect(() => formatMoney(Number.NaN, currency)).toThrow(RangeError);
    }
  });

  it('defaults to US dollars', () => {
    expect(defaultCurrency).toBe('usd');
    expect(currencies).toEqual(['usd', 'khr']);
  });
});

describe('assertCents', () => {
  it('returns whole, non-negative, safe numbers unchanged', () => {
    expect(assertCents(0)).toBe(0);
    expect(assertCents(350)).toBe(350);
    expect(assertCents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    -1,
    0.5,
    1.000001,
    Number.MAX_SAFE_INTEGER + 1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ])('throws on %d', (value) => {
    expect(() => assertCents(value)).toThrow(RangeError);
  });
});
