import { myTicketsQuantityAtom } from '../../lib/atoms/my-tickets';
import { appStore } from '../../lib/store';
import { fetchMyTickets } from './api';
import { ticketsQuantity } from './rules';

/** Reloads the ticket-count badge from the member's tickets of the current draw. */
export async function reloadTicketCount(gid: string | undefined, store = appStore): Promise<void> {
  try {
    store.set(myTicketsQuantityAtom, ticketsQuantity(await fetchMyTickets(gid)));
  } catch {
    // The badge keeps its last value (or the profile's count); the page works without it.
  }
}
