import { atom } from 'jotai';

/**
 * The spec's stock-update event after a purchase: sheets left per product id, re-checked with the
 * server right after checkout, so ticket cards already on screen stop offering sold sheets.
 */
export const stockUpdateAtom = atom<Record<string, number>>({});

/** What a card shows: the fresher (lower) of what it loaded and the last re-check. */
export function sheetsLeft(updates: Record<string, number>, id: string, loaded: number): number {
  const checked = updates[id];
  return checked === undefined ? loaded : Math.min(checked, loaded);
}
