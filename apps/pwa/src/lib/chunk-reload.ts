/**
 * After a deploy, an open tab may ask for chunks that no longer exist. Reloading fetches the new
 * index.html; the timestamp stops a reload loop when the failure has another cause.
 */
const STORAGE_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch dynamically/i.test(
    message,
  );
}

/** Reloads unless it already did in the last 60 s; returns whether it reloaded. */
export function reloadAfterChunkFailure(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => location.reload(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Vite fires `vite:preloadError` when a lazily loaded chunk or its CSS fails to load. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkFailure();
  });
}
