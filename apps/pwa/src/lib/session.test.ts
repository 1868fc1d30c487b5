import { describe, expect, it } from 'vitest';
import { giftKey, memberKeys, queryClient } from './query-client';
import { clearSession } from './session';

describe('the end of a session', () => {
  it("drops the member's answers from the query cache and keeps the public ones", () => {
    queryClient.setQueryData(memberKeys.limits, { daily: { amount: '5.00' } });
    queryClient.setQueryData(giftKey('GIFT1', true), { status: 'waiting' });
    queryClient.setQueryData(giftKey('GIFT1', false), { status: 'waiting' });

    clearSession();

    expect(queryClient.getQueryData(memberKeys.limits)).toBeUndefined();
    expect(queryClient.getQueryData(giftKey('GIFT1', true))).toBeUndefined();
    expect(queryClient.getQueryData(giftKey('GIFT1', false))).toEqual({ status: 'waiting' });
  });
});
