import type { Bank } from '@lottery/contracts';
import { apiGet } from './api-client';

/** One Cambodian bank of GET /banklist. */
export type { Bank };

let cached: Promise<Bank[]> | null = null;

/** The bank list (static data): fetched once per page load, again after a failure. */
export function loadBanks(): Promise<Bank[]> {
  cached ??= apiGet('/banklist').catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
