import { describe, expect, it } from 'vitest';
import { amountPreview, attemptKeys, lastDays, shopDay, nextPollMs, typedCents } from './wallet';

describe('deposit amount field', () => {
  it('reads what a person types as cents, refusing zero, minus signs and three decimals', () => {
    expect(typedCents('10')).toBe(1000);
    expect(typedCents(' 2.5 ')).toBe(250);
    expect(typedCents('0')).toBeNull();
    expect(typedCents('-3')).toBeNull();
    expect(typedCents('1.005')).toBeNull();
    expect(typedCents('')).toBeNull();
  });

  it('shows the riel equivalent while typing', () => {
    expect(amountPreview('10')).toEqual({ usd: '$10.00', khr: '៛40,000.00' });
    expect(amountPreview('1234.5')).toEqual({ usd: '$1,234.50', khr: '៛4,938,000.00' });
    expect(amountPreview('abc')).toBeNull();
  });
});

describe('history dates', () => {
  it('uses the Bangkok calendar day, which starts 7 hours before UTC', () => {
    expect(shopDay(new Date('2026-03-01T16:59:00Z'))).toBe('2026-03-01');
    expect(shopDay(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });

  it('opens on the last 30 days, today included', () => {
    expect(lastDays(new Date('2026-03-10T05:00:00Z'))).toEqual({
      StartDate: '2026-02-09',
      endDate: '2026-03-10',
    });
  });
});

describe('deposit QR polling', () => {
  const createdAt = '2026-03-10T05:00:00Z';
  const expiresAt = '2026-03-10T05:30:00Z';
  const at = (time: string) => Date.parse(`2026-03-10T${time}Z`);
  const pending = { status: 'pending' as const, createdAt, expiresAt };
  it('asks often while the member pays, less later, a while past expiry, never once confirmed', () => {
    expect(nextPollMs(pending, at('05:00:10'))).toBe(2000);
    expect(nextPollMs(pending, at('05:10:00'))).toBe(5000);
    expect(nextPollMs({ ...pending, status: 'expired' }, at('05:31:00'))).toBe(15_000);
    expect(nextPollMs({ ...pending, status: 'expired' }, at('05:40:00'))).toBeNull();
    expect(nextPollMs({ ...pending, status: 'confirmed' }, at('05:00:10'))).toBeNull();
  });
});

describe('idempotency keys', () => {
  it('keeps one key across retries of an attempt and makes a new one for the next attempt', () => {
    let n = 0;
    const keys = attemptKeys(() => `k${++n}`);
    expect(keys.key()).toBe('k1');
    expect(keys.key()).toBe('k1');
    keys.finish();
    expect(keys.key()).toBe('k2');
  });
});
