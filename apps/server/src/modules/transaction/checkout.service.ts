import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  type CheckoutAnswer,
  type CustomerDetails,
  type ShortLines,
} from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { IdentityPhotos } from '../../common/upload/identity-photos.service.js';
import { checkedAs } from '../../common/validation/validation.pipe.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CartLines } from '../cart/index.js';
import { LimitService } from '../limit/index.js';
import { CheckoutCall } from './checkout-call.js';
import { LedgerService } from '../payment/index.js';
import {
  FriendContactDto,
  friendDtoOf,
  type CheckoutDto,
  type CheckoutLineDto,
} from './dto/checkout.dto.js';
import { OrderRepository, type NewOrder } from './order.repository.js';
import { signTicketToken, ticketKey, ticketLink } from './ticket-token.js';

/**
 * `transaction/create`: one transaction claims the sheets, takes the stock, debits the balance
 * and writes the order, or (any failure) changes nothing. Prices are the server's.
 */
@Injectable()
export class CheckoutService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
    private readonly photos: IdentityPhotos,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly limits: LimitService,
    private readonly oneCall: CheckoutCall,
  ) {
    this.key = ticketKey(config.sessionSecret);
  }

  async checkout(
    member: CurrentMember,
    body: CheckoutDto,
    idempotencyKey: string | undefined,
  ): Promise<CheckoutAnswer> {
    // The common checkout is one call to the database (checkout-call.ts); a friend's details
    // are checked here, so only a checkout without them goes that way.
    if (body.isGift || !namesFriend(body)) {
      const outcome = await this.oneCall.run({
        agentId: member.agentId,
        memberId: member.id,
        lines: [...wantedQuantities(body.products)].map(([productId, qty]) => ({ productId, qty })),
        isGift: body.isGift ?? false,
        gameEventId: body.gameEventId,
        idempotencyKey,
        requestHash: this.idempotency.requestHash(body),
      });
      if ('answer' in outcome) return outcome.answer;
      if ('replay' in outcome) return outcome.replay;
    }
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(
        manager,
        { memberId: member.id, scope: 'checkout', key: idempotencyKey, body },
        () => this.buy(manager, member, body),
      ),
    );
  }

  private async buy(
    manager: EntityManager,
    member: CurrentMember,
    body: CheckoutDto,
  ): Promise<CheckoutAnswer> {
    const wanted = wantedQuantities(body.products);
    const sale = await this.orders.lockSale(manager, member.agentId, member.id, [...wanted.keys()]);
    // The session guard has just found this member in this shop, and members are never deleted.
    if (!sale) throw new Error(`member ${member.id} of shop ${member.agentId} has no row`);
    // The tickets go to a friend through the bot: only then are the friend's details needed.
    const forFriend = sale.prefix !== 'topup' && !body.isGift;
    const customer = forFriend
      ? await this.friend(manager, member, body)
      : await this.friendContact(sale.prefix, body);

    const draw = sale.draw;
    if (!draw) throw new AppError(ErrorCode.NoDrawOnSale);
    // A cart filled from another draw (one that closed since) buys nothing from this one.
    if (body.gameEventId !== undefined && body.gameEventId !== draw.id)
      throw new AppError(ErrorCode.GameEventClosed);
    if (draw.status !== 'ONGO' || draw.closed) throw new AppError(ErrorCode.GameEventClosed);

    // The quote's own pricing (CartModule): what the drawer showed is what is charged.
    const lines = CartLines.price(sale.products, wanted);
    const quantity = lines.reduce((sum, line) => sum + line.qty, 0);
    const total = lines.reduce((sum, line) => sum + line.product.price * line.qty, 0);
    // Every balance is a safe number of cents: a total beyond that is more than anyone has.
    if (!Number.isSafeInteger(total)) throw new AppError(ErrorCode.InsufficientBalance);
    // The member's own limits and break (responsible play), counted under the member's lock.
    await this.limits.assertMaySpend(manager, member.id, total);

    const order: NewOrder = {
      agentId: member.agentId,
      memberId: member.id,
      gameEventId: draw.id,
      total,
      quantity,
      isGift: body.isGift ?? false,
      customer,
    };
    // Lines the stock cannot fill are named before anything is written (takeSheets checks again
    // under the row lock, for checkouts that race).
    const short: ShortLines = {};
    for (const { product, qty } of lines)
      if (product.remaining < qty) short[product.id] = String(product.remaining);
    if (Object.keys(short).length) throw new AppError(ErrorCode.NotEnoughProduct, short);

    const orderId = await this.orders.insertOrder(manager, order, lines);
    const balance = await this.ledger.post(manager, {
      agentId: member.agentId,
      memberId: member.id,
      kind: 'purchase',
      amount: -total,
      reference: orderId,
    });
    // The sheets and stock last: buyers of one number queue on its product row, so it is held
    // briefly. In product-id order (lines are sorted), so two checkouts never wait in a cycle.
    for (const { product, qty } of lines) {
      const taken = await this.orders.takeSheets(manager, product.id, qty, orderId, member.id);
      if (taken !== true) short[product.id] = String(taken);
    }
    // Every short line is named; the throw rolls back the claims and the debit made so far.
    if (Object.keys(short).length) throw new AppError(ErrorCode.NotEnoughProduct, short);
    const token = forFriend ? signTicketToken(orderId, this.key) : null;
    return {
      orderId,
      total: centsToDecimal(total),
      balance: centsToDecimal(balance),
      quantity,
      // No bot (no token): no deep link that leads nowhere; the receipt links the ticket page.
      ticketLink:
        token && this.config.telegramMode !== 'off'
          ? ticketLink(this.config.telegramBot, token)
          : null,
      ticketToken: token,
    };
  }

  /** The friend's details by the shared field rules; the photo must be this member's upload. */
  private async friend(
    manager: EntityManager,
    member: CurrentMember,
    body: CheckoutDto,
  ): Promise<CustomerDetails> {
    const details = await checkedAs(friendDtoOf(body.cusIdenType), {
      cusName: body.cusName,
      cusTel: body.cusTel,
      cusIdenType: body.cusIdenType,
      cusIden: body.cusIden,
      cusIdenImg: body.cusIdenImg,
    });
    if (!(await this.photos.useForOrder(manager, member, details.cusIdenImg)))
      throw new AppError(ErrorCode.InvalidFormat, { cusIdenImg: String(ErrorCode.InvalidFormat) });
    return details;
  }

  /**
   * A `topup` member's friend, when named (name and phone, both checked); null for myself or
   * when no friend is named.
   */
  private async friendContact(prefix: string, body: CheckoutDto) {
    if (prefix !== 'topup' || body.isGift) return null;
    if (body.cusName === undefined && body.cusTel === undefined) return null;
    return checkedAs(FriendContactDto, { cusName: body.cusName, cusTel: body.cusTel });
  }
}

/** Whether the request carries any of a friend's details. */
function namesFriend(body: CheckoutDto): boolean {
  return [body.cusName, body.cusTel, body.cusIdenType, body.cusIden, body.cusIdenImg].some(
    (field) => field !== undefined,
  );
}

/** The requested quantity of each product (repeats added up). */
function wantedQuantities(requested: CheckoutLineDto[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of requested)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  return wanted;
}
