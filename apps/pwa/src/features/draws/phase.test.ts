import { describe, expect, it } from 'vitest';
import type { HomeDraw } from '@lottery/contracts';
import { cartBadgeId, drawPhase, timeLeft } from './phase';
import { formatBaht } from './money';

const draw = (status: HomeDraw['status'], closeSellAt = '2030-01-01T00:00:00Z'): HomeDraw => ({
  _id: '1',
  status,
  roundName: 'R',
  drawDate: '2030-01-01',
  openSellAt: '2029-12-20T00:00:00Z',
  closeSellAt,
});
const now = Date.parse('2029-12-25T00:00:00Z');

describe('drawPhase', () => {
  it('names each state', () => {
    expect(drawPhase(null, now)).toBe('none');
    expect(drawPhase(undefined, now)).toBe('none');
    expect(drawPhase(draw('ONGO'), now)).toBe('selling');
    expect(drawPhase(draw('BREAK'), now)).toBe('paused');
    expect(drawPhase(draw('CLOSE'), now)).toBe('closed');
  });
  it('counts a draw past its close-sell time as closed', () => {
    expect(drawPhase(draw('ONGO', '2029-12-24T00:00:00Z'), now)).toBe('closed');
  });
});

describe('cartBadgeId', () => {
  it('says empty only while ONGO', () => {
    expect(cartBadgeId(draw('ONGO'), true)).toBe('cart.empty');
    expect(cartBadgeId(draw('ONGO'), false)).toBeNull();
    expect(cartBadgeId(draw('BREAK'), true)).toBe('cart.waiting');
    expect(cartBadgeId(draw('CLOSE'), true)).toBe('cart.waiting');
    expect(cartBadgeId(null, true)).toBe('cart.waiting');
  });
});

describe('timeLeft', () => {
  it('splits seconds and never goes negative', () => {
    expect(timeLeft(now + (86_400 + 3600 * 2 + 60 * 3 + 4) * 1000, now)).toMatchObject({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(timeLeft(now - 5000, now).total).toBe(0);
  });
});

describe('baht', () => {
  it('formats baht as the lottery office prints them', () => {
    expect(formatBaht('6000000.00')).toBe('6,000,000');
  });
});
