import type { SendGiftRequest } from '@lottery/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiMoney, apiPost } from '../../lib/api-client';
import { giftKey, memberKeys } from '../../lib/query-client';

const path = <Call extends string>(call: Call) => `/api/customer/transaction/${call}` as const;

/** The gift box: tickets bought for myself or received, not in a gift, draw not settled. */
export const fetchGiftBox = () => apiPost(path('getMyGift'));

/** The gift box as a query, asked again each time the drawer opens (a purchase fills it). */
export const giftBoxQuery = () =>
  queryOptions({ queryKey: memberKeys.giftBox, queryFn: fetchGiftBox, staleTime: 0 });

/**
 * A gift sent, received or taken back changes who holds tickets: every list of the member's
 * tickets, the gift box, the gifts sent and the profile (its ticket count) are stale; the ones on
 * screen are asked again.
 */
export const invalidateAfterGift = (client: QueryClient) =>
  Promise.all(
    [memberKeys.tickets, memberKeys.giftBox, memberKeys.sentGifts, memberKeys.profile].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
  );

/*
 * Sending, receiving and taking back change who holds tickets: like the money calls they carry
 * an `Idempotency-Key`, one per attempt (lib/attempt-keys.ts), and are retried with it after a
 * 503, a timeout or a lost answer, so the server replays what it did instead of doing it again.
 */

/** Sends the orders as one gift: the share link's path (`/reward?giftCode=…`). */
export const sendGift = async (request: SendGiftRequest, key: string) =>
  (await apiMoney(path('sendgift'), request, key)).value;

/** What a gift link holds (works signed out; signed in it says whether it is mine). */
export const expandGift = (giftCode: string) => apiGet(path('expandGift'), { giftCode });

/** The gift link's contents as a query: the /reward loader asks, its page and drawer read. */
export const giftQuery = (giftCode: string, signedIn: boolean) =>
  queryOptions({ queryKey: giftKey(giftCode, signedIn), queryFn: () => expandGift(giftCode) });

export const receiveGift = async (giftCode: string, key: string) =>
  (await apiMoney(path('recivedGift'), { giftCode }, key)).value;

export const fetchSentGifts = () => apiPost(path('sentGifts'));

/** The gifts I sent as a query (my tickets lists them; saved on the phone with the session). */
export const sentGiftsQuery = queryOptions({
  queryKey: memberKeys.sentGifts,
  queryFn: fetchSentGifts,
});

export const cancelGift = async (giftId: string, key: string) =>
  (await apiMoney(path('cancelGift'), { giftId }, key)).value;

/** The full share link for this site. */
export const shareUrlOf = (link: string) => new URL(link, window.location.origin).toString();
