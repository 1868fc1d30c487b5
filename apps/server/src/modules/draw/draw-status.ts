import { ErrorCode } from '@lottery/contracts';

/** `BREAK` paused or not yet open, `ONGO` on sale, `CLOSE` sales over (results may follow). */
export const drawStatuses = ['BREAK', 'ONGO', 'CLOSE'] as const;
export type DrawStatus = (typeof drawStatuses)[number];

export function isDrawStatus(value: unknown): value is DrawStatus {
  return typeof value === 'string' && (drawStatuses as readonly string[]).includes(value);
}

/** The code refusing a move to each status (the spec's 1008, 1010, 1011). */
const refusedTo: Record<DrawStatus, ErrorCode> = {
  CLOSE: ErrorCode.CannotChangeToClose,
  ONGO: ErrorCode.CannotChangeToOngo,
  BREAK: ErrorCode.CannotChangeToBreak,
};

/**
 * Why a draw may not move from `from` to `to` at `now`, or null when it may. Asking for the
 * status a draw already has is allowed (a repeated click changes nothing). A closed draw stays
 * closed; sales cannot open once the close-sell time has passed.
 */
export function statusChangeRefusal(
  from: DrawStatus,
  to: DrawStatus,
  now: Date,
  closeSellAt: Date,
): ErrorCode | null {
  if (from === to) return null;
  if (from === 'CLOSE') return refusedTo[to];
  if (to === 'ONGO' && now >= closeSellAt) return ErrorCode.InvalidCloseSellDate;
  return null;
}
