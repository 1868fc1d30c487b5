import { QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';
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
      // asked once more; offline, not at all (the section says at once it is not on the phone).
      retry: (failures, error) =>
        failures < 1 && navigator.onLine && !(isHTTPError(error) && error.response.status < 500),
    },
  },
});

/** The key prefixes: `memberKeys.all` is what sign-out drops. */
export const memberKeys = {
  all: ['member'] as const,
  limits: ['member', 'limits'] as const,
  botChat: ['member', 'bot-chat'] as const,
  alerts: ['member', 'alerts'] as const,
  /** The member's cart kept on the server, and quotes of it. */
  cart: ['member', 'cart'] as const,
  /** Every list of the member's tickets (a purchase, a gift or a publication changes them). */
  tickets: ['member', 'tickets'] as const,
  /** Which channels each kind of notice goes by. */
  noticeChannels: ['member', 'notice-channels'] as const,
  /** The member's profile, with the balance (the bars read it; offline, it says the member is still signed in). */
  profile: ['member', 'profile'] as const,
  /** The gifts the member sent (my tickets lists them). */
  sentGifts: ['member', 'sent-gifts'] as const,
  /** The tickets the member may give away (the gift drawer's box). */
  giftBox: ['member', 'gift-box'] as const,
  /** The deposit and withdrawal histories, every view of them. */
  wallet: ['member', 'wallet'] as const,
  /** The devices signed in to the account. */
  sessions: ['member', 'sessions'] as const,
  /** The numbers the member subscribed to. */
  subscriptions: ['member', 'subscriptions'] as const,
};

/** The public reads' key prefixes: `publicKeys.all` is what a publication of results refreshes. */
export const publicKeys = {
  all: ['public'] as const,
  /** The current draw (the home's top, the cart, the badges). */
  home: ['public', 'home'] as const,
  draws: ['public', 'draws'] as const,
  hot: ['public', 'hot'] as const,
  shelves: ['public', 'shelves'] as const,
  results: ['public', 'results'] as const,
  prizes: ['public', 'prizes'] as const,
  /** Pages of products: a search, a shelf, the hot numbers. */
  search: ['public', 'search'] as const,
};

/**
 * A gift link's contents. Signed in, the answer says whether the gift is the member's own, so it
 * is a member answer then (dropped at sign-out), and asked again after signing in.
 */
export const giftKey = (giftCode: string, signedIn: boolean) =>
  signedIn ? (['member', 'gift', giftCode] as const) : (['public', 'gift', giftCode] as const);

/**
 * What a route loader calls: the cached answer at once (asked first when there is none), and a
 * stale one asked again behind it. `ensureQueryData` alone would leave a stale answer as is, so
 * the screen reads the same query (`useQuery`) to show the refresh.
 */
export const ensureFresh = <T, K extends QueryKey>(
  options: EnsureQueryDataOptions<T, Error, T, K>,
  client = queryClient,
) => client.ensureQueryData({ ...options, revalidateIfStale: true });
