/** What came of one draw for a subscription (server: number-subscription.service.ts). */
export type RunOutcome =
  'pending' | 'bought' | 'no_stock' | 'balance' | 'limit' | 'closed' | 'failed';

/** My number, every draw (issue 32): a number bought for me at every draw, and its outcomes. */
export interface NumberSubscription {
  id: string;
  number: string;
  sets: number;
  paused: boolean;
  createdAt: string;
  /** The friend it buys for (a `topup` member's); null: for the member. */
  friendName: string | null;
  /** Each draw's outcome, newest first. */
  runs: Array<{
    gameEventId: string;
    drawDate: string;
    outcome: RunOutcome;
    orderId: string | null;
  }>;
}

/** A subscription in the admin's list: whose it is, by masked phone (the Subscriptions tab). */
export interface AdminNumberSubscription extends NumberSubscription {
  /** The member's phone, masked: the first three and last two digits. */
  phone: string;
}
