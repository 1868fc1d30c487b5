import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { queryClient } from './query-client';

/**
 * The query cache saved on the phone (IndexedDB, through idb-keyval), so screens read their last
 * answers offline. Loaded with `import()` by main.tsx, beside the messages, so neither the
 * persister nor IndexedDB's wrapper is part of the first load's JavaScript.
 */
const KEY = 'lottery.query-cache';

const idbPersister: Persister = {
  persistClient: (client: PersistedClient) => set(KEY, client),
  restoreClient: () => get<PersistedClient>(KEY),
  removeClient: () => del(KEY),
};

/** Puts the saved answers back in the cache and keeps saving it; resolves once restored. */
export function restoreQueries(): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister: idbPersister,
    // As long as the cache keeps an answer (query-client.ts): older ones are not restored.
    maxAge: 24 * 3600_000,
  });
  return restored;
}
