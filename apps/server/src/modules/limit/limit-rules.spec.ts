import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { changeLimit, limitAt, spendingRefusal, startBreak } from './limit-rules.js';

const now = new Date('2026-11-23T10:00:00Z');
const none = { amount: null, next: null, nextAt: null };

describe('spending limit rules', () => {
  it('lowers at once, raises and removes after 24 hours', () => {
    expect(changeLimit({ ...none, amount: 2000 }, 500, now)).toEqual({ ...none, amount: 500 });
    const raised = changeLimit({ ...none, amount: 500 }, 5000, now);
    expect(raised).toMatchObject({ amount: 500, next: 5000 });
    expect(raised.nextAt!.getTime() - now.getTime()).toBe(24 * 3_600_000);
    expect(changeLimit({ ...none, amount: 500 }, null, now)).toMatchObject({
      amount: 500,
      next: null,
    });
    expect(limitAt(raised, raised.nextAt!)).toEqual({ ...none, amount: 5000 });
    // A first limit is a lowering (from none): at once.
    expect(changeLimit(none, 1000, now)).toEqual({ ...none, amount: 1000 });
  });

  it('never shortens a break', () => {
    const until = startBreak(null, 30, now) as Date;
    expect(startBreak(until, 7, now)).toBe(ErrorCode.BreakCannotBeShortened);
    expect((startBreak(until, 90, now) as Date) > until).toBe(true);
  });

  it('refuses by break, then daily, then monthly', () => {
    const limits = { daily: { ...none, amount: 1000 }, monthly: { ...none, amount: 3000 } };
    const spent = { today: 800, month: 2900 };
    expect(
      spendingRefusal({ ...limits, breakUntil: new Date(now.getTime() + 1) }, spent, 1, now),
    ).toBe(ErrorCode.TakingABreak);
    expect(spendingRefusal({ ...limits, breakUntil: null }, spent, 300, now)).toBe(
      ErrorCode.DailyLimitReached,
    );
    expect(spendingRefusal({ ...limits, breakUntil: null }, spent, 150, now)).toBe(
      ErrorCode.MonthlyLimitReached,
    );
    expect(spendingRefusal({ ...limits, breakUntil: null }, spent, 100, now)).toBeNull();
  });
});
