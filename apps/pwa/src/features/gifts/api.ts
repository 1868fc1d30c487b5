import type {
  GiftBoxDraw,
  GiftView,
  SendGiftAnswer,
  SendGiftRequest,
  SentGift,
} from '@lottery/contracts';
import { apiGet, apiPost } from '../../lib/api-client';

const path = (call: string) => `/api/customer/transaction/${call}`;

/** The gift box: tickets bought for myself or received, not in a gift, draw not settled. */
export const fetchGiftBox = () => apiPost<GiftBoxDraw[]>(path('getMyGift'));

/** Sends the orders as one gift: the share link's path (`/reward?giftCode=…`). */
export const sendGift = (request: SendGiftRequest) =>
  apiPost<SendGiftAnswer>(path('sendgift'), request);

/** What a gift link holds (works signed out; signed in it says whether it is mine). */
export const expandGift = (giftCode: string) =>
  apiGet<GiftView>(`${path('expandGift')}?giftCode=${encodeURIComponent(giftCode)}`);

export const receiveGift = (giftCode: string) =>
  apiPost<{ giftId: string; sheets: number }>(path('recivedGift'), { giftCode });

export const fetchSentGifts = () => apiPost<SentGift[]>(path('sentGifts'));

export const cancelGift = (giftId: string) =>
  apiPost<{ giftId: string }>(path('cancelGift'), { giftId });

/** The full share link for this site. */
export const shareUrlOf = (link: string) => new URL(link, window.location.origin).toString();
