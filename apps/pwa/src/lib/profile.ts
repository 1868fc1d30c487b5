import { ErrorCode } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { ApiError } from './api-error';
import { profileAtom, type Profile } from './atoms/profile';
import { tokenAtom } from './atoms/token';
import { memberKeys, queryClient } from './query-client';
import { clearSession, forgetMemberQueries } from './session';
import { mergeCartOnSignIn } from './server-cart';
import { appStore } from './store';
import { forgetTicketPhotos } from './ticket-photos';

export function fetchProfile(): Promise<Profile> {
  return apiPost('/api/customer/user/profile');
}

/**
 * The profile as a query, saved on the phone with the session (lib/query-persist.ts): offline,
 * the bars still show the member signed in. Not retried: a failure is the session rules' to read.
 */
export const profileQuery = queryOptions({
  queryKey: memberKeys.profile,
  queryFn: fetchProfile,
  retry: false,
});

/**
 * Spec section 2: a non-zero code from the profile call clears the session. A request that got no
 * answer at all (offline) is not a code from the server, so the member stays signed in.
 */
export function profileFailureEndsSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return !(error.status === 0 && error.code === ErrorCode.ServiceUnavailable);
}

/** Fetches the profile into the atom; on a refusal forgets the session. Null when signed out. */
export async function refreshProfile(store = appStore): Promise<Profile | null> {
  if (store.get(tokenAtom) === null) return null;
  try {
    // Always asked (the balance moves); callers at the same moment share one request.
    const profile = await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
    store.set(profileAtom, profile);
    return profile;
  } catch (error) {
    if (profileFailureEndsSession(error)) {
      clearSession(store);
      return null;
    }
    // Offline: the profile last received in this session, so the member stays signed in on screen.
    const saved = navigator.onLine ? undefined : queryClient.getQueryData(profileQuery.queryKey);
    if (saved) store.set(profileAtom, saved);
    return saved ?? null;
  }
}

/** On entry with a token: the profile, fetched once (later navigations reuse it). */
export async function ensureProfile(store = appStore): Promise<Profile | null> {
  return store.get(profileAtom) ?? refreshProfile(store);
}

/** Signs the member in on this device with a token from sign-in or registration. */
export async function startSession(token: string, store = appStore): Promise<Profile | null> {
  // Whatever an earlier member left on this phone is not this member's to see.
  forgetMemberQueries();
  forgetTicketPhotos();
  store.set(profileAtom, null);
  store.set(tokenAtom, token);
  const profile = await refreshProfile(store);
  // This device's cart (filled as a visitor, or offline) joins the member's cart on the server.
  if (profile) await mergeCartOnSignIn(store);
  return profile;
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function signOut(store = appStore): Promise<void> {
  try {
    await apiPost('/api/logout');
  } catch {
    // Already ended or unreachable: forgetting it here is what the member asked for.
  }
  clearSession(store);
}
