import { describe, expect, it } from 'vitest';
import { formatCountdown, readSeconds, secondsLeft } from './countdown';

describe('resend countdown', () => {
  it('counts whole seconds left and stops at zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('reads resendIn from an answer or from a 429 field', () => {
    expect(readSeconds(60)).toBe(60);
    expect(readSeconds('42')).toBe(42);
    expect(readSeconds('soon')).toBe(0);
    expect(readSeconds(undefined)).toBe(0);
  });
});
