import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a route loader hands a page that shows its own failure (inline, with a retry) rather than
 * the route's error page: the data, or the error the request ended with. A settled promise never
 * rejects, so a deferred one can be `use`d without an error boundary.
 */
export type Loaded<T> =
  { ok: true; data: T; error?: undefined } | { ok: false; data?: undefined; error: unknown };

export const settle = <T>(promise: Promise<T>): Promise<Loaded<T>> =>
  promise.then(
    (data) => ({ ok: true, data }),
    (error: unknown) => ({ ok: false, error }),
  );

/** A query as a `Loaded` (undefined while it has neither an answer nor a failure). */
export function loadedOf<T>(query: UseQueryResult<T>): Loaded<T> | undefined {
  if (query.data !== undefined) return { ok: true, data: query.data };
  if (query.isError) return { ok: false, error: query.error };
  return undefined;
}
