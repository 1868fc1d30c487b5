import { QueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';

/**
 * Server state (TanStack Query): what the server owns, read by route loaders
 * (`ensureQueryData`) and screens (`useQuery`); every write invalidates the keys it changes.
 * Client state (session, cart, locale, currency) stays in jotai.
 *
 * Keys start with the owner: `member` for the signed-in member's own answers (dropped when the
 * session ends, lib/session.ts), `public` for what anyone may read.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A screen shown again within this time reads its answer without asking again.
      staleTime: 30_000,
      // Kept a day, so the answers saved on the phone (lib/query-persist.ts) read offline.
      gcTime: 24 * 3600_000,
      // Offline, a query asks anyway (the fetch fails at once) instead of waiting paused for a
      // network: the section then shows its offline state with a retry, not a spinner forever.
      networkMode: 'always',
      // A refusal (4xx) is an answer, not a hiccup: shown at once. A busy or lost server is
      // asked once more.
      retry: (failures, error) =>
        failures < 1 && !(isHTTPError(error) && error.response.status < 500),
    },
  },
});

/** The key prefixes: `memberKeys.all` is what sign-out drops. */
export const memberKeys = {
  all: ['member'] as const,
  limits: ['member', 'limits'] as const,
  botChat: ['member', 'bot-chat'] as const,
  alerts: ['member', 'alerts'] as const,
  noticeChannels: ['member', 'notice-channels'] as const,
};

/**
 * A gift link's contents. Signed in, the answer says whether the gift is the member's own, so it
 * is a member answer then (dropped at sign-out), and asked again after signing in.
 */
export const giftKey = (giftCode: string, signedIn: boolean) =>
  signedIn ? (['member', 'gift', giftCode] as const) : (['public', 'gift', giftCode] as const);
