import { describe, expect, it } from 'vitest';
import { formatDate, monthNames, yearAsRead } from './format-date';

describe('formatDate', () => {
  // 16 Dec 2024 at 20:30 UTC is already 17 Dec at 03:30 in Bangkok (UTC+7).
  const lateEveningUtc = new Date('2024-12-16T20:30:00Z');

  it('shows Thai dates in the Buddhist year', () => {
    const text = formatDate('2024-12-01T05:00:00Z', 'th');
    expect(text).toContain('2567');
    expect(text).not.toContain('2024');
    expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('uses the Gregorian year in English and Khmer', () => {
    expect(formatDate('2024-12-01T05:00:00Z', 'en')).toBe('1 December 2024');
    expect(formatDate('2024-12-01T05:00:00Z', 'km')).toBe('1 ធ្នូ 2024');
  });

  it('writes Khmer month names even where the browser has no Khmer date data', () => {
    expect(formatDate(lateEveningUtc, 'km', 'dateTime')).toBe('17 ធ្នូ 2024 03:30');
    expect(formatDate('2026-05-16T03:00:00Z', 'km')).toBe('16 ឧសភា 2026');
  });

  it('puts the calendar day on Bangkok time, not the machine zone', () => {
    expect(formatDate(lateEveningUtc, 'en')).toBe('17 December 2024');
    expect(formatDate(lateEveningUtc, 'th')).toMatch(/^17 /);
  });

  it('shows a 24-hour Bangkok time when asked', () => {
    expect(formatDate(lateEveningUtc, 'en', 'dateTime')).toMatch(/03:30/);
  });
});

describe('month names and years for the date pickers', () => {
  it('names the months in the reader language, not the browser one', () => {
    expect(monthNames('km')[0]).toBe('មករា');
    expect(monthNames('th')[0]).toBe('มกราคม');
    expect(monthNames('en')[11]).toBe('December');
    for (const locale of ['km', 'th', 'en'] as const) expect(monthNames(locale)).toHaveLength(12);
  });

  it('counts years in the Buddhist era for Thai readers only', () => {
    expect(yearAsRead(2026, 'th')).toBe(2569);
    expect(yearAsRead(2026, 'km')).toBe(2026);
    expect(yearAsRead(2026, 'en')).toBe(2026);
  });
});
