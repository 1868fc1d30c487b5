import { Injectable } from '@nestjs/common';
import { ErrorCode, type CheckoutAnswer, type CustomerDetails } from '@lottery/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { preparedQuery } from '../../common/db/prepared.js';
import { AppError } from '../../common/errors/app-error.js';

/** A friend's details as the server checked them: name and phone, the identity when sent. */
export type CheckedFriend = Pick<CustomerDetails, 'cusName' | 'cusTel'> & Partial<CustomerDetails>;

export interface OneCallCheckout {
  agentId: string;
  memberId: string;
  /** Product id and quantity, one per product (the call locks them in id order). */
  lines: Array<{ productId: string; qty: number }>;
  /** Bought for the member themself (the wire's `isGift`). */
  forMyself: boolean;
  /** The friend's checked details, or null (for myself, or a `topup` member naming nobody). */
  friend: CheckedFriend | null;
  /** The draw the cart was filled from, if the request named one. */
  gameEventId: string | undefined;
  idempotencyKey: string | undefined;
  requestHash: string;
  /** The app's clock: what counts as today for the spending limits. */
  now: Date;
}

/**
 * The order (or the first answer of a key sent again), and whether its tickets go to a friend
 * through the bot (the caller adds the ticket link).
 */
export type OneCallOutcome = { answer: CheckoutAnswer; friend: boolean };

/** The refusal when a buyer who is not `topup` buys for a friend without the identity. */
export class FriendDetailsNeeded extends Error {}

/** The function's refusals (SQLSTATE LT400, the rule's name as the message) as catalogue codes. */
const refusals: Record<string, ErrorCode> = {
  key_reused: ErrorCode.IdempotencyKeyReused,
  no_draw: ErrorCode.NoDrawOnSale,
  closed: ErrorCode.GameEventClosed,
  not_found: ErrorCode.ProductNotFound,
  balance: ErrorCode.InsufficientBalance,
  short: ErrorCode.NotEnoughProduct,
  // limit_assert_may_spend (migration 2800000000002), the limit module's rules.
  break: ErrorCode.TakingABreak,
  daily: ErrorCode.DailyLimitReached,
  monthly: ErrorCode.MonthlyLimitReached,
};

function refusalOf(error: unknown): Error | undefined {
  // node-postgres' own error, or TypeORM's wrapping of it.
  const { code, message, detail } = ((error instanceof QueryFailedError
    ? error.driverError
    : error) ?? {}) as {
    code?: string;
    message?: string;
    detail?: string;
  };
  if (code !== 'LT400' || !message) return undefined;
  if (message === 'friend_details') return new FriendDetailsNeeded();
  const errorCode = refusals[message];
  if (errorCode === undefined) return undefined;
  if (message === 'not_found') {
    // The products not on sale, each named with the code (as the field errors are).
    const ids = JSON.parse(detail!) as string[];
    return new AppError(errorCode, Object.fromEntries(ids.map((id) => [id, String(errorCode)])));
  }
  // Short lines: each product with how many sheets could be had.
  if (message === 'short') return new AppError(errorCode, JSON.parse(detail!));
  return new AppError(errorCode);
}

/**
 * The one checkout, one round trip: `checkout_buy` (migration 2800000000003) claims the key,
 * checks the draw, the prices and the limits, debits the balance, writes the order and claims
 * the sheets, all or nothing. `manager`: inside the caller's transaction (a friend's photo is
 * marked used in the same one); without it, one prepared statement on its own.
 */
@Injectable()
export class CheckoutCall {
  constructor(private readonly dataSource: DataSource) {}

  async run(request: OneCallCheckout, manager?: EntityManager): Promise<OneCallOutcome> {
    try {
      const rows = await preparedQuery<{ outcome: Record<string, unknown> }>(
        manager ?? this.dataSource.manager,
        `SELECT checkout_buy($1, $2, $3::bigint[], $4::int[], $5, $6, $7, $8, $9, $10::jsonb)
                AS outcome`,
        [
          request.agentId,
          request.memberId,
          request.lines.map((line) => line.productId),
          request.lines.map((line) => line.qty),
          request.forMyself,
          request.gameEventId ?? null,
          request.idempotencyKey ?? null,
          request.requestHash,
          // As text: node-postgres formats a Date with the process's offset, in a few
          // microseconds of every checkout; the instant is the same.
          request.now.toISOString(),
          request.friend && JSON.stringify(request.friend),
        ],
      );
      const outcome = rows[0]!.outcome;
      return {
        answer: (outcome.answer ?? outcome.replay) as CheckoutAnswer,
        friend: outcome.friend === true,
      };
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  }
}
