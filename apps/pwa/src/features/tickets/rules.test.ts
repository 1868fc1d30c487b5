import type { MyTicket } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { awaitingQuantity, ticketsQuantity } from '../../lib/my-tickets';
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
});
