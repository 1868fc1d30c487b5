import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { drawsQuery } from './draws';
import { invalidateMyTickets, myTicketsQuery } from './my-tickets';
import { memberKeys } from './query-client';
import { invalidateForResults } from './result-events';

/** A cache holding the draws, two lists of the member's tickets and their limits, all fresh. */
function filledCache() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(drawsQuery().queryKey, { items: [], total: 0 } as never);
  client.setQueryData(myTicketsQuery('g1').queryKey, []);
  client.setQueryData(myTicketsQuery().queryKey, []);
  client.setQueryData(memberKeys.limits, {});
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('which answers a change makes stale', () => {
  it('a gift sent, received or taken back: every list of the tickets, nothing else', async () => {
    const { client, stale } = filledCache();
    await invalidateMyTickets(client);
    expect(stale(myTicketsQuery('g1').queryKey)).toBe(true);
    expect(stale(myTicketsQuery().queryKey)).toBe(true);
    expect(stale(drawsQuery().queryKey)).toBe(false);
    expect(stale(memberKeys.limits)).toBe(false);
  });

  it("published results: the public reads and the member's tickets, not their limits", () => {
    const { client, stale } = filledCache();
    invalidateForResults(client);
    expect(stale(drawsQuery().queryKey)).toBe(true);
    expect(stale(myTicketsQuery('g1').queryKey)).toBe(true);
    expect(stale(memberKeys.limits)).toBe(false);
  });

  it('one draw and all draws are told apart by their keys', () => {
    expect(myTicketsQuery('g1').queryKey).not.toEqual(myTicketsQuery().queryKey);
    expect(myTicketsQuery('g1').queryKey.slice(0, 2)).toEqual(memberKeys.tickets);
  });
});
