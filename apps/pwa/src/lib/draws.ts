import type { HomeDraw } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRead } from './api-client';
import { clearCartAtom } from './atoms/cart';
import { homeDrawAtom } from './atoms/home-draw';
import { publicKeys, queryClient } from './query-client';
import { appStore } from './store';

/** Draw data several features read: the current draw and the list of draws. */

export const fetchHome = () => apiRead('home');

/** The draws, newest first (the results page and my tickets choose from them). */
export const fetchGameEvents = (page = 1, limit = 100) => apiRead('draws', { page, limit });

/** The draws as a query (a publication of results refreshes every `publicKeys` query). */
export const drawsQuery = (page = 1, limit = 100) =>
  queryOptions({
    queryKey: [...publicKeys.draws, page, limit] as const,
    queryFn: () => fetchGameEvents(page, limit),
  });

/**
 * Puts a received current draw where the cart, the ticket cards and the badges read it
 * (`homeDrawAtom`). Spec section 4: a draw that is not ONGO empties the cart.
 */
function keepHomeDraw(draw: HomeDraw | null, store = appStore): HomeDraw | null {
  store.set(homeDrawAtom, draw);
  if (draw?.status !== 'ONGO') store.set(clearCartAtom);
  return draw;
}

/**
 * The current draw as a query: the home's top reads it, and it is saved on the phone
 * (lib/query-persist.ts), which is what the home shows offline, marked "offline, as of".
 */
export const homeDrawQuery = queryOptions({
  queryKey: publicKeys.home,
  queryFn: () => fetchHome().then((draw) => keepHomeDraw(draw)),
});

/** The current draw as last received, and when: what the home shows offline. */
export interface LastKnownDraw {
  draw: HomeDraw | null;
  /** When it was received (ms since the epoch). */
  at: number;
}

/** The draw last received on this phone (this visit's, or one restored from the saved cache). */
export function lastKnownDraw(client = queryClient): LastKnownDraw | null {
  const state = client.getQueryState(homeDrawQuery.queryKey);
  return state?.data === undefined ? null : { draw: state.data, at: state.dataUpdatedAt };
}

/**
 * Asks for the current draw (always: a draw closes under the member) and keeps it in
 * `homeDrawAtom`. Callers at the same moment share the query's one request. Rejects when the
 * request fails, keeping what the atom had.
 */
export function loadHomeDraw(store = appStore): Promise<HomeDraw | null> {
  return queryClient
    .fetchQuery({ ...homeDrawQuery, staleTime: 0 })
    .then((draw) => (store === appStore ? draw : keepHomeDraw(draw, store)));
}

/**
 * The current draw as already known, or asked for when it is not known yet. A failure is
 * swallowed (spec section 8): the draw stays unknown, the cart untouched; the next call asks again.
 */
export function ensureHomeDraw(store = appStore): Promise<HomeDraw | null | undefined> {
  const known = store.get(homeDrawAtom);
  if (known !== undefined) return Promise.resolve(known);
  return loadHomeDraw(store).catch(() => undefined);
}

/** Asks for the draw again (it changed under the member, e.g. closed); failures swallowed. */
export const refreshHomeDraw = (store = appStore) =>
  loadHomeDraw(store).catch(() => store.get(homeDrawAtom));
