import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { tokenAtom } from './atoms/token';
import { memberKeys, publicKeys, queryClient } from './query-client';
import { appStore } from './store';

/**
 * The query cache saved on the phone (IndexedDB, through idb-keyval), so screens read their last
 * answers offline. Loaded with `import()` by main.tsx, beside the messages, so neither the
 * persister nor IndexedDB's wrapper is part of the first load's JavaScript.
 *
 * Only what is worth reading offline is saved (`worthSaving`), so the restore on the first
 * load's main thread stays small. A member's answers are saved with a digest of the session
 * that fetched them and restored only into that same session (`forSession`): signed out, or
 * another member on a shared phone, they are dropped before the cache sees them.
 */
const KEY = 'lottery.query-cache';
/** As long as the cache keeps an answer (query-client.ts): older ones are not restored. */
const MAX_AGE = 24 * 3600_000;
/**
 * A burst of cache events (one fetch makes several) is saved once, this long after the first:
 * short, because the app may be closed (or reloaded offline) a moment after an answer came.
 */
const SAVE_AFTER_MS = 100;

/** The answers read offline: home, results, prize table, hot numbers, my tickets, profile. */
const savedKeys: readonly (readonly string[])[] = [
  publicKeys.home,
  publicKeys.draws,
  publicKeys.results,
  publicKeys.prizes,
  publicKeys.hot,
  publicKeys.shelves,
  memberKeys.profile,
  memberKeys.tickets,
  memberKeys.sentGifts,
];
const startsWith = (key: QueryKey, prefix: readonly string[]) =>
  prefix.every((part, i) => key[i] === part);
const isMemberKey = (key: QueryKey) => key[0] === memberKeys.all[0];

/** The dehydrate filter: successful answers of the reads above, nothing else. */
export const worthSaving = (query: Pick<Query, 'queryKey' | 'state'>) =>
  query.state.status === 'success' &&
  savedKeys.some((prefix) => startsWith(query.queryKey, prefix));

/** What is saved: the persisted client and the session its member answers belong to. */
export interface SavedClient extends PersistedClient {
  /** A digest of the session's token (never the token itself); null when signed out. */
  session: string | null;
}

/** The saved copy as it may be restored now: member answers only into the session that saved them. */
export function forSession(saved: SavedClient, session: string | null): PersistedClient {
  if (session !== null && saved.session === session) return saved;
  const queries = saved.clientState.queries.filter((query) => !isMemberKey(query.queryKey));
  return { ...saved, clientState: { ...saved.clientState, queries } };
}

/** A short SHA-256 of the token; null signed out, or where the browser has no WebCrypto (http). */
export async function sessionDigest(token: string | null): Promise<string | null> {
  if (token === null || !globalThis.crypto?.subtle) return null;
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(hash).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The digest of the last token asked, kept: a save then starts writing in the same task. */
let lastDigest: { token: string | null; digest: Promise<string | null> } | undefined;
function digestOf(token: string | null): Promise<string | null> {
  if (lastDigest?.token !== token) lastDigest = { token, digest: sessionDigest(token) };
  return lastDigest.digest;
}

export interface SavedStore {
  get: () => Promise<SavedClient | undefined>;
  set: (saved: SavedClient) => Promise<void>;
  del: () => Promise<void>;
}

const idbStore: SavedStore = {
  get: () => get<SavedClient>(KEY),
  set: (saved) => set(KEY, saved),
  del: () => del(KEY),
};

/**
 * The persister: saving tags the copy with the session of that moment (the cache's member
 * answers are that session's: lib/session.ts drops them whenever the session changes); restoring
 * drops member answers of any other session, or when signed out.
 */
export function sessionPersister(store: SavedStore, token: () => string | null): Persister {
  return {
    persistClient: async (client) => {
      // Read with the dehydrated cache, in the same task: the session its answers belong to.
      const session = digestOf(token());
      await store.set({ ...client, session: await session });
    },
    restoreClient: async () => {
      const saved = await store.get();
      return saved && forSession(saved, await digestOf(token()));
    },
    removeClient: () => store.del(),
  };
}

/** Saves the cache a moment after it changes, and at once when the page is hidden (closed). */
function keepSaving(client: QueryClient, persister: Persister): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    void persistQueryClientSave({
      queryClient: client,
      persister,
      dehydrateOptions: { shouldDehydrateQuery: worthSaving },
    }).catch(() => undefined);
  };
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  });
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  });
}

/** Until this release, answers were kept in localStorage (lib/kept-answers.ts, gone): dropped. */
function forgetOldKeptAnswers(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (/^lottery\.(kept:|mine:|lastHomeDraw$)/.test(key)) localStorage.removeItem(key);
    }
  } catch {
    // storage refused: nothing was kept either
  }
}

/** Puts the saved answers back in the cache and keeps saving it; resolves once restored. */
export async function restoreQueries(
  client = queryClient,
  store: SavedStore = idbStore,
): Promise<void> {
  performance.mark('restore-queries');
  const persister = sessionPersister(store, () => appStore.get(tokenAtom));
  try {
    await persistQueryClientRestore({ queryClient: client, persister, maxAge: MAX_AGE });
    // A restored answer may be seconds old, yet the app was (re)opened: each is shown at once and
    // asked again, not taken as fresh for the cache's `staleTime` (a gift received meanwhile).
    void client.invalidateQueries({ refetchType: 'none' });
  } finally {
    performance.measure('restore-queries', 'restore-queries');
    keepSaving(client, persister);
    setTimeout(forgetOldKeptAnswers, 5000);
  }
}
