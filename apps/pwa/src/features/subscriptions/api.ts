import { apiPost } from '../../lib/api-client';

/** What came of one draw for a subscription (server: number-subscription.service.ts). */
export type RunOutcome =
  'pending' | 'bought' | 'no_stock' | 'balance' | 'limit' | 'closed' | 'failed';

/** My number, every draw (issue 32): a number bought for me at every draw, and its outcomes. */
export interface NumberSubscription {
  id: string;
  number: string;
  sets: number;
  paused: boolean;
  runs: Array<{
    gameEventId: string;
    drawDate: string;
    outcome: RunOutcome;
    orderId: string | null;
  }>;
}

const path = (verb: string) => `/api/customer/subscription/${verb}`;

export const fetchSubscriptions = () => apiPost<NumberSubscription[]>(path('list'));
export const addSubscription = (number: string, sets: number) =>
  apiPost<NumberSubscription[]>(path('add'), { number, sets });
export const pauseSubscription = (id: string, paused: boolean) =>
  apiPost<NumberSubscription[]>(path('pause'), { id, paused: paused ? 1 : 0 });
export const removeSubscription = (id: string) =>
  apiPost<NumberSubscription[]>(path('remove'), { id });
