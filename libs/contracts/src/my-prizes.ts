import type { PrizeKind } from './draw.js';

/**
 * My prizes (issue 30): what each winning sheet pays and how much of it reached the balance.
 * `waiting`: above the shop's auto-credit limit, nothing paid yet (the shop contacts the member
 * and pays it into the balance); `partlyPaid`: an admin paid part of it, the rest still waits;
 * `credited`: all of it is in the balance.
 */
export type PrizeState = 'credited' | 'waiting' | 'partlyPaid';

export function prizeState(amountCents: number, paidCents: number): PrizeState {
  if (paidCents >= amountCents) return 'credited';
  return paidCents > 0 ? 'partlyPaid' : 'waiting';
}

/** One prize of one sheet; amounts are two-decimal USD. */
interface MyPrize {
  number: string;
  setNo: number;
  kind: PrizeKind;
  amount: string;
  paid: string;
  remaining: string;
  status: PrizeState;
  /** When all of it was in the balance (null while anything waits). */
  creditedAt: string | null;
}

/** `/api/customer/user/myPrizes`: the member's prizes by draw, newest draw first. */
export interface MyPrizeDraw {
  gid: string;
  roundName: string;
  drawDate: string;
  prizes: MyPrize[];
}
