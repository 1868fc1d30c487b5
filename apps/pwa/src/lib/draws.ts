import type { GameEventItem, HomeDraw, Page } from '@lottery/contracts';
import { apiPost } from './api-client';
import { clearCartAtom } from './atoms/cart';
import { homeDrawAtom } from './atoms/home-draw';
import { appStore } from './store';

/** Draw data several features read: the current draw and the list of draws. */

export const fetchHome = () => apiPost<HomeDraw | null>('/getHome');

/** The draws, newest first (the results page and my tickets choose from them). */
export const fetchGameEvents = (page = 1, limit = 100) =>
  apiPost<Page<GameEventItem>>('/getGameEvent', { page, limit });

let inFlight: Promise<HomeDraw | null> | null = null;

/**
 * Asks for the current draw and keeps it in `homeDrawAtom`, which the cart, the ticket cards and
 * the badges read. Spec section 4: a draw that is not ONGO empties the cart. Callers at the same
 * moment share one request. Rejects when the request fails, keeping what the atom had.
 */
export function loadHomeDraw(store = appStore): Promise<HomeDraw | null> {
  inFlight ??= fetchHome()
    .then((draw) => {
      store.set(homeDrawAtom, draw);
      if (draw?.status !== 'ONGO') store.set(clearCartAtom);
      return draw;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
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
