import type { NumberSubscription, RunOutcome } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { memberKeys } from '../../lib/query-client';

export type { NumberSubscription, RunOutcome };

const path = <Verb extends string>(verb: Verb) => `/api/customer/subscription/${verb}` as const;

export const fetchSubscriptions = () => apiPost(path('list'));

/** The member's numbers as a query: the route loader asks, the page reads; a change answers it. */
export const subscriptionsQuery = queryOptions({
  queryKey: memberKeys.subscriptions,
  queryFn: fetchSubscriptions,
});
/** Adds a number, bought for me, or for a friend named by name and phone (`topup` members). */
export const addSubscription = (
  number: string,
  sets: number,
  friend: { friendName?: string; friendPhone?: string } = {},
) => apiPost(path('add'), { number, sets, ...friend });
export const pauseSubscription = (id: string, paused: boolean) =>
  apiPost(path('pause'), { id, paused: paused ? 1 : 0 });
export const removeSubscription = (id: string) => apiPost(path('remove'), { id });
