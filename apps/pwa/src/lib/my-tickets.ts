import type { HomeDraw, MyTicket } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { myTicketsQuantityAtom } from './atoms/my-tickets';
import { tokenAtom } from './atoms/token';
import { ensureHomeDraw } from './draws';
import { memberKeys, queryClient } from './query-client';
import { appStore } from './store';

/** The member's tickets, of one draw when `gid` is given. */
export const fetchMyTickets = (gid?: string) =>
  apiPost('/api/customer/user/myTicket', gid ? { gid } : {});

/** The member's tickets as a query: of one draw, or all of them (`gid` undefined). */
export const myTicketsQuery = (gid?: string) =>
  queryOptions({
    queryKey: [...memberKeys.tickets, gid ?? 'all'] as const,
    queryFn: () => fetchMyTickets(gid),
  });

/**
 * The member's tickets changed (a gift sent, received or taken back): every list of them, and
 * the gifts sent, are stale, and the ones on screen are asked again.
 */
export const invalidateMyTickets = (client = queryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: memberKeys.tickets }),
    client.invalidateQueries({ queryKey: memberKeys.sentGifts }),
  ]);

/** Sum of the first transaction's qty of each ticket (spec section 3). */
export const ticketsQuantity = (tickets: MyTicket[]) =>
  tickets.reduce((sum, ticket) => sum + (ticket.trns[0]?.qty ?? 0), 0);

/** The badge: tickets still awaiting their result (settled ones, won or not, are done). */
export const awaitingQuantity = (tickets: MyTicket[]) =>
  ticketsQuantity(tickets.filter((ticket) => ticket.rewardStatus === 0));

/** How long after a draw its winning tickets still come first (a draw is every ~15 days). */
const WINS_SHOWN_DAYS = 31;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Which draw's tickets a member sees first, and the count the profile and the badges show.
 * The spec's rule (the current draw, its tickets awaiting a result) unless the member holds none
 * of the current draw and still has tickets of an earlier one that matter: tickets awaiting a
 * result (any earlier draw), or winners of their latest earlier draw (up to a month back). Then
 * that draw comes first, with all its tickets counted (issue 32: "0" beside four tickets, one won).
 */
export function ticketsFirst(
  all: MyTicket[],
  current: Pick<HomeDraw, '_id' | 'drawDate'> | null | undefined,
): { gid: string | undefined; count: number } {
  const ofCurrent = all.filter((ticket) => ticket.gid === current?._id);
  const spec = { gid: current?._id, count: awaitingQuantity(ofCurrent) };
  if (ofCurrent.length > 0) return spec;
  const earlier = all
    .filter((ticket) => ticket.gid !== current?._id)
    .sort((a, b) => b.drawDate.localeCompare(a.drawDate));
  const latest = earlier[0];
  const recentWin =
    latest !== undefined &&
    (current == null || daysBetween(latest.drawDate, current.drawDate) <= WINS_SHOWN_DAYS) &&
    earlier.some((ticket) => ticket.gid === latest.gid && ticket.rewardStatus === 2);
  const first = recentWin ? latest : earlier.find((ticket) => ticket.rewardStatus === 0);
  if (first === undefined) return spec;
  return {
    gid: first.gid,
    count: ticketsQuantity(all.filter((ticket) => ticket.gid === first.gid)),
  };
}

/**
 * After the member's tickets changed (a purchase, a gift sent, received or taken back): every
 * list of them is asked again when next shown, and the ticket-count badge (see `ticketsFirst`) is
 * reloaded from all of them.
 */
export async function reloadTicketCount(
  current: Pick<HomeDraw, '_id' | 'drawDate'> | null | undefined,
  store = appStore,
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: memberKeys.tickets, refetchType: 'none' });
  try {
    const all = await queryClient.fetchQuery(myTicketsQuery());
    store.set(myTicketsQuantityAtom, ticketsFirst(all, current).count);
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
  if (draw !== undefined) await reloadTicketCount(draw, store);
}
