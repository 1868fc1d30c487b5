import type { MyTicket } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { awaitingQuantity, ticketsFirst, ticketsQuantity } from '../../lib/my-tickets';
import { sortByReward } from './rules';

const ticket = (id: string, rewardStatus: MyTicket['rewardStatus'], qty: number): MyTicket => ({
  _id: id,
  orderId: '1',
  gid: '1',
  roundName: 'Round',
  drawDate: '2026-12-01',
  number: '123456',
  amt: '3.50',
  sheets: [],
  trns: [{ qty, createdAt: '2026-11-23T10:00:00.000Z' }],
  isGift: false,
  rewardStatus,
  prizes: [],
  cusName: null,
  giftFrom: null,
  history: [],
  inGift: false,
});

describe('my tickets', () => {
  it('counts the first transaction qty of each ticket', () => {
    expect(ticketsQuantity([ticket('a', 0, 2), ticket('b', 1, 3)])).toBe(5);
    expect(ticketsQuantity([])).toBe(0);
  });

  it('the badge counts only tickets awaiting their result, not settled ones', () => {
    expect(awaitingQuantity([ticket('a', 0, 2), ticket('b', 1, 3), ticket('c', 2, 4)])).toBe(2);
  });

  it('lists winners first, then no prize, then awaiting', () => {
    const sorted = sortByReward([ticket('a', 0, 1), ticket('b', 2, 1), ticket('c', 1, 1)]);
    expect(sorted.map((t) => t._id)).toEqual(['b', 'c', 'a']);
  });

  // Issue 32: a new draw opened; the profile read "0" and my tickets opened on the empty draw.
  describe('which draw comes first, and the count', () => {
    const of = (t: MyTicket, gid: string, drawDate: string): MyTicket => ({ ...t, gid, drawDate });
    const current = { _id: 'new', drawDate: '2026-12-16' };
    const lastDraw = [
      of(ticket('a', 2, 1), 'old', '2026-12-01'),
      of(ticket('b', 1, 1), 'old', '2026-12-01'),
      of(ticket('c', 1, 2), 'old', '2026-12-01'),
    ];

    it('four tickets of the last draw, one a winner, nothing in the new one: that draw, 4', () => {
      expect(ticketsFirst(lastDraw, current)).toEqual({ gid: 'old', count: 4 });
    });

    it('tickets of an earlier draw still awaiting their result come first', () => {
      const awaiting = [of(ticket('a', 0, 3), 'older', '2026-11-16'), ...lastDraw.slice(1)];
      expect(ticketsFirst(awaiting, current)).toEqual({ gid: 'older', count: 3 });
    });

    it("the spec's count otherwise: the new draw's tickets awaiting a result", () => {
      const bought = [...lastDraw, of(ticket('d', 0, 2), 'new', '2026-12-16')];
      expect(ticketsFirst(bought, current)).toEqual({ gid: 'new', count: 2 });
      const noWin = lastDraw.slice(1);
      expect(ticketsFirst(noWin, current)).toEqual({ gid: 'new', count: 0 });
      const longAgo = lastDraw.map((t) => ({ ...t, drawDate: '2026-06-01' }));
      expect(ticketsFirst(longAgo, current)).toEqual({ gid: 'new', count: 0 });
    });
  });
});
