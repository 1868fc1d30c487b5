import { Injectable } from '@nestjs/common';
import { ErrorCode, type CheckoutAnswer } from '@lottery/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import { preparedQuery } from '../../common/db/prepared.js';
import { AppError } from '../../common/errors/app-error.js';

export interface OneCallCheckout {
  agentId: string;
  memberId: string;
  /** Product id and quantity, one per product (the call locks them in id order). */
  lines: Array<{ productId: string; qty: number }>;
  isGift: boolean;
  /** The draw the cart was filled from, if the request named one. */
  gameEventId: string | undefined;
  idempotencyKey: string | undefined;
  requestHash: string;
}

/** What the call answered: the order, the first answer of a key sent again, or "not this way". */
export type OneCallOutcome =
  { answer: CheckoutAnswer } | { replay: CheckoutAnswer } | { slow: true };

/** The function's refusals (SQLSTATE LT400, the rule's name as the message) as catalogue codes. */
const refusals: Record<string, ErrorCode> = {
  key_reused: ErrorCode.IdempotencyKeyReused,
  no_draw: ErrorCode.NoDrawOnSale,
  closed: ErrorCode.GameEventClosed,
  not_found: ErrorCode.ProductNotFound,
  balance: ErrorCode.InsufficientBalance,
  short: ErrorCode.NotEnoughProduct,
};

function refusalOf(error: unknown): AppError | undefined {
  // node-postgres' own error, or TypeORM's wrapping of it.
  const { code, message, detail } = ((error instanceof QueryFailedError
    ? error.driverError
    : error) ?? {}) as {
    code?: string;
    message?: string;
    detail?: string;
  };
  const errorCode = code === 'LT400' && message ? refusals[message] : undefined;
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
 * The common checkout in one round trip: `checkout_buy` (migration 2500000000000) does every
 * write of `CheckoutService.buy` in one call, all or nothing, with the same refusals. A checkout
 * it does not serve (a friend's details to check, spending limits) answers `slow` untouched.
 */
@Injectable()
export class CheckoutCall {
  constructor(private readonly dataSource: DataSource) {}

  async run(request: OneCallCheckout): Promise<OneCallOutcome> {
    try {
      const rows = await preparedQuery<{ outcome: OneCallOutcome }>(
        this.dataSource.manager,
        'SELECT checkout_buy($1, $2, $3::bigint[], $4::int[], $5, $6, $7, $8) AS outcome',
        [
          request.agentId,
          request.memberId,
          request.lines.map((line) => line.productId),
          request.lines.map((line) => line.qty),
          request.isGift,
          request.gameEventId ?? null,
          request.idempotencyKey ?? null,
          request.requestHash,
        ],
      );
      return rows[0]!.outcome;
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  }
}
