import { clearCartAtom, firstTimeAgreedAtom } from './atoms/cart';
import { myTicketsQuantityAtom } from './atoms/my-tickets';
import { profileAtom } from './atoms/profile';
import { memberKeys, queryClient } from './query-client';
import { tokenAtom } from './atoms/token';
import { appStore } from './store';
import { forgetTicketPhotos } from './ticket-photos';

/**
 * Forgets the member on this device: token, profile, cart, the first-time cart notice and the
 * ticket count (spec section 4: clearing the session removes auth-token, cart and
 * confirmCartFirstTime), and what was kept of the member's own for offline use (their tickets,
 * sent gifts and ticket photos). Every way a session ends comes through here.
 */
export function clearSession(store = appStore): void {
  store.set(tokenAtom, null);
  store.set(profileAtom, null);
  store.set(clearCartAtom);
  store.set(firstTimeAgreedAtom, false);
  store.set(myTicketsQuantityAtom, null);
  forgetMemberQueries();
  forgetTicketPhotos();
}

/**
 * The member's answers in the query cache, and so in the copy saved on the phone (the copy is
 * also tied to the session that wrote it: lib/query-persist.ts). An answer still on its way
 * lands on a query no longer in the cache, so it is dropped too.
 */
export const forgetMemberQueries = (client = queryClient) =>
  client.removeQueries({ queryKey: memberKeys.all });
