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
