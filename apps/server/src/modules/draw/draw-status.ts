import { ErrorCode, type DrawStatus } from '@lottery/contracts';

/** `BREAK` paused or not yet open, `ONGO` on sale, `CLOSE` sales over (results may follow). */
export type { DrawStatus };

/**
 * The status callers see: sales close by themselves at the close-sell time, so a draw past it
 * is `CLOSE` whatever is stored (the auto-close job writes it down a little later).
 */
export function statusAt(draw: { status: DrawStatus; closeSellAt: Date }, now: Date): DrawStatus {
  return draw.status !== 'CLOSE' && draw.closeSellAt <= now ? 'CLOSE' : draw.status;
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
