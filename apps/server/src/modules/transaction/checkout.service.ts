import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type CheckoutAnswer } from '@lottery/contracts';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { IdentityPhotos } from '../../common/upload/identity-photos.service.js';
import { checkedAs } from '../../common/validation/validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import {
  CheckoutCall,
  FriendDetailsNeeded,
  type CheckedFriend,
  type OneCallCheckout,
} from './checkout-call.js';
import {
  FriendContactDto,
  friendDtoOf,
  type CheckoutDto,
  type CheckoutLineDto,
} from './dto/checkout.dto.js';
import { signTicketToken, ticketKey, ticketLink } from './ticket-token.js';

/**
 * `transaction/create`, for every kind of buyer: the friend's details and identity photo are
 * checked here, then one call to the database (`checkout_buy`, checkout-call.ts) claims the
 * sheets, takes the stock, checks the limits, debits the balance and writes the order, or (any
 * refusal) changes nothing. Prices are the server's.
 */
@Injectable()
export class CheckoutService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly photos: IdentityPhotos,
    private readonly idempotency: IdempotencyService,
    private readonly oneCall: CheckoutCall,
  ) {
    this.key = ticketKey(config.sessionSecret);
  }

  async checkout(
    member: CurrentMember,
    body: CheckoutDto,
    idempotencyKey: string | undefined,
  ): Promise<CheckoutAnswer> {
    const forMyself = body.isGift ?? false;
    const friend = forMyself ? null : await friendOf(body);
    const request: OneCallCheckout = {
      agentId: member.agentId,
      memberId: member.id,
      lines: [...wantedQuantities(body.products)].map(([productId, qty]) => ({ productId, qty })),
      forMyself,
      friend,
      gameEventId: body.gameEventId,
      idempotencyKey,
      requestHash: this.idempotency.requestHash(body),
      now: this.clock.now(),
    };
    try {
      const outcome = friend?.cusIdenImg
        ? // The photo is marked used in the order's own transaction: a refused order leaves it
          // free (and swept in time).
          await this.dataSource.transaction(async (manager) => {
            if (!(await this.photos.useForOrder(manager, member, friend.cusIdenImg!)))
              throw new AppError(ErrorCode.InvalidFormat, {
                cusIdenImg: String(ErrorCode.InvalidFormat),
              });
            return this.oneCall.run(request, manager);
          })
        : await this.oneCall.run(request);
      return outcome.friend ? this.withTicketLink(outcome.answer) : outcome.answer;
    } catch (error) {
      if (!(error instanceof FriendDetailsNeeded)) throw error;
      // A buyer who is not `topup` buys for a friend: the identity is needed, and missing. The
      // full check names the fields (it cannot pass: the identity fields are what is missing).
      await checkedAs(friendDtoOf(body.cusIdenType), friendFields(body));
      throw new AppError(ErrorCode.InvalidFormat, { cusIdenImg: String(ErrorCode.InvalidFormat) });
    }
  }

  /** The ticket link the friend opens in the bot (none without a bot: it would lead nowhere). */
  private withTicketLink(answer: CheckoutAnswer): CheckoutAnswer {
    const token = signTicketToken(answer.orderId, this.key);
    return {
      ...answer,
      ticketLink:
        this.config.telegramMode !== 'off' ? ticketLink(this.config.telegramBot, token) : null,
      ticketToken: token,
    };
  }
}

const friendFields = (body: CheckoutDto) => ({
  cusName: body.cusName,
  cusTel: body.cusTel,
  cusIdenType: body.cusIdenType,
  cusIden: body.cusIden,
  cusIdenImg: body.cusIdenImg,
});

/**
 * The friend's details by the shared field rules: all of them (with the identity) when the
 * request carries the identity, which a buyer who is not `topup` must; a name and a phone when
 * only those are named (a `topup` member's friend); null when none is named.
 */
async function friendOf(body: CheckoutDto): Promise<CheckedFriend | null> {
  if ([body.cusIdenType, body.cusIden, body.cusIdenImg].some((field) => field !== undefined))
    return checkedAs(friendDtoOf(body.cusIdenType), friendFields(body));
  if (body.cusName === undefined && body.cusTel === undefined) return null;
  return checkedAs(FriendContactDto, { cusName: body.cusName, cusTel: body.cusTel });
}

/** The requested quantity of each product (repeats added up). */
function wantedQuantities(requested: CheckoutLineDto[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of requested)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  return wanted;
}
