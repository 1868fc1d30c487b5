import type { MyTicket } from '@lottery/contracts';
import { apiPost } from './api-client';
import { myTicketsQuantityAtom } from './atoms/my-tickets';
import { tokenAtom } from './atoms/token';
import { ensureHomeDraw } from './draws';
import { appStore } from './store';

/** The member's tickets, of one draw when `gid` is given. */
export const fetchMyTickets = (gid?: string) =>
  apiPost<MyTicket[]>('/api/customer/user/myTicket', gid ? { gid } : {});

/** Sum of the first transaction's qty of each ticket (spec section 3). */
export const ticketsQuantity = (tickets: MyTicket[]) =>
  tickets.reduce((sum, ticket) => sum + (ticket.trns[0]?.qty ?? 0), 0);

/** The badge: tickets still awaiting their result (settled ones, won or not, are done). */
export const awaitingQuantity = (tickets: MyTicket[]) =>
  ticketsQuantity(tickets.filter((ticket) => ticket.rewardStatus === 0));

/** Reloads the ticket-count badge from the member's tickets of the current draw. */
export async function reloadTicketCount(gid: string | undefined, store = appStore): Promise<void> {
  try {
    store.set(myTicketsQuantityAtom, awaitingQuantity(await fetchMyTickets(gid)));
  } catch {
    // The badge keeps its last value (or the profile's count); the page works without it.
  }
}

/**
 * Page start (spec section 4): a signed-in member's tickets of the current draw give the badge.
 * Once per session: a purchase reloads it, signing out forgets it.
 */
export async function ensureTicketCount(store = appStore): Promise<void> {
  if (store.get(tokenAtom) === null || store.get(myTicketsQuantityAtom) !== null) return;
  const draw = await ensureHomeDraw(store);
  if (draw !== undefined) await reloadTicketCount(draw?._id, store);
}
