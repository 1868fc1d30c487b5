import type { MyTicket } from '@lottery/contracts';

/** Sum of the first transaction's qty of each ticket (spec section 3). */
export const ticketsQuantity = (tickets: MyTicket[]) =>
  tickets.reduce((sum, ticket) => sum + (ticket.trns[0]?.qty ?? 0), 0);

/** Tickets sorted by rewardStatus, highest first (won, then no prize, then awaiting). */
export const sortByReward = (tickets: MyTicket[]) =>
  [...tickets].sort((a, b) => b.rewardStatus - a.rewardStatus);
