import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { statusAt, statusChangeRefusal } from './draw-status.js';

const closeSellAt = new Date('2026-12-01T08:00:00Z');
const before = new Date('2026-11-30T12:00:00Z');
const after = new Date('2026-12-01T08:00:01Z');

describe('draw status changes', () => {
  it('a new draw opens, pauses, reopens and closes', () => {
    expect(statusChangeRefusal('BREAK', 'ONGO', before, closeSellAt)).toBeNull();
    expect(statusChangeRefusal('ONGO', 'BREAK', before, closeSellAt)).toBeNull();
    expect(statusChangeRefusal('BREAK', 'CLOSE', before, closeSellAt)).toBeNull();
    expect(statusChangeRefusal('ONGO', 'CLOSE', after, closeSellAt)).toBeNull();
  });

  it('a closed draw never reopens or pauses', () => {
    expect(statusChangeRefusal('CLOSE', 'ONGO', before, closeSellAt)).toBe(
      ErrorCode.CannotChangeToOngo,
    );
    expect(statusChangeRefusal('CLOSE', 'BREAK', before, closeSellAt)).toBe(
      ErrorCode.CannotChangeToBreak,
    );
  });

  it('sales cannot open after the close-sell time', () => {
    expect(statusChangeRefusal('BREAK', 'ONGO', after, closeSellAt)).toBe(
      ErrorCode.InvalidCloseSellDate,
    );
  });

  it('asking for the current status again changes nothing and is not an error', () => {
    for (const status of ['BREAK', 'ONGO', 'CLOSE'] as const) {
      expect(statusChangeRefusal(status, status, after, closeSellAt)).toBeNull();
    }
  });
});

describe('the status callers see', () => {
  it('is CLOSE from the close-sell time on, whatever is stored', () => {
    expect(statusAt({ status: 'ONGO', closeSellAt }, before)).toBe('ONGO');
    expect(statusAt({ status: 'ONGO', closeSellAt }, closeSellAt)).toBe('CLOSE');
    expect(statusAt({ status: 'BREAK', closeSellAt }, after)).toBe('CLOSE');
    expect(statusAt({ status: 'BREAK', closeSellAt }, before)).toBe('BREAK');
  });
});
