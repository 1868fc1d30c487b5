import type { HomeDraw } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRead } from './api-client';
import { clearCartAtom } from './atoms/cart';
import { homeDrawAtom } from './atoms/home-draw';
import { publicKeys } from './query-client';
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

/** The current draw as last received, and when: what the home shows offline. */
export interface LastKnownDraw {
  draw: HomeDraw | null;
  /** When it was received (ms since the epoch). */
  at: number;
}

const LAST_DRAW_KEY = 'lottery.lastHomeDraw';

function rememberDraw(draw: HomeDraw | null): void {
  try {
    localStorage.setItem(LAST_DRAW_KEY, JSON.stringify({ draw, at: Date.now() }));
  } catch {
    // storage full or refused (private mode): offline, the home then says it has nothing saved
  }
}

/** The draw last received on this phone, if any (see `rememberDraw`). */
export function lastKnownDraw(): LastKnownDraw | null {
  try {
    const saved = localStorage.getItem(LAST_DRAW_KEY);
    return saved ? (JSON.parse(saved) as LastKnownDraw) : null;
  } catch {
    return null;
  }
}

let inFlight: Promise<HomeDraw | null> | null = null;

/**
 * Asks for the current draw and keeps it in `homeDrawAtom`, which the cart, the ticket cards and
 * the badges read. Spec section 4: a draw that is not ONGO empties the cart. Callers at the same
 * moment share one request. Rejects when the request fails, keeping what the atom had.
 */
export function loadHomeDraw(store = appStore): Promise<HomeDraw | null> {
  inFlight ??= fetchHome()
    .then((draw) => {
      rememberDraw(draw);
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
