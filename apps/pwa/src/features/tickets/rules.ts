import type { MyTicket } from '@lottery/contracts';

/** Tickets sorted by rewardStatus, highest first (won, then no prize, then awaiting). */
export const sortByReward = (tickets: MyTicket[]) =>
  [...tickets].sort((a, b) => b.rewardStatus - a.rewardStatus);
