import { Injectable } from '@nestjs/common';
import { ErrorCode, giftLinkOf, type SendGiftAnswer } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditRepository } from '../../common/audit/audit.repository.js';
import { AppError } from '../../common/errors/app-error.js';
import { IdempotencyService } from '../../common/idempotency/idempotency.service.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { PushNotices } from '../push/index.js';
import type { SendGiftDto } from './dto/gift.dto.js';
import { newGiftCode } from './gift-code.js';
import { GiftRepository, type LockedGift } from './gift.repository.js';

/** PostgreSQL's unique_violation: the open-gift index caught a sheet going into two gifts. */
const uniqueViolation = (error: unknown) =>
  (error as { driverError?: { code?: string } }).driverError?.code === '23505';

/**
 * The gift's changes of hands, each one transaction: send (the sheets are reserved for the
 * gift), receive (they move to the receiver, exactly once), take back (they stay with the
 * sender). Each writes its audit entry in the same transaction, and each takes an
 * `Idempotency-Key`: a retry with the key replays the first answer, a key sent again with another
 * body is 4090 (common/idempotency).
 */
@Injectable()
export class GiftService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gifts: GiftRepository,
    private readonly audit: AuditRepository,
    private readonly idempotency: IdempotencyService,
    private readonly pushNotices: PushNotices,
  ) {}

  /**
   * `transaction/sendgift`: every sheet of every chosen order must be the sender's, bought for
   * themselves or received (4106), in no open gift (4107), its draw not settled (4108).
   */
  async send(
    member: CurrentMember,
    body: SendGiftDto,
    key: string | undefined,
  ): Promise<SendGiftAnswer> {
    const orderIds = [...new Set(body.transactions)];
    const code = newGiftCode();
    try {
      return await this.keyed(member, 'gift.send', key, body, async (manager) => {
        const orderSheets = await this.gifts.lockOrderSheets(manager, member.agentId, orderIds);
        // A part of the orders (issue 32): only the sheets chosen, each one of those orders.
        const chosen = body.sheets && new Set(body.sheets);
        const sheets = chosen ? orderSheets.filter((sheet) => chosen.has(sheet.id)) : orderSheets;
        if (chosen && sheets.length !== chosen.size)
          throw new AppError(ErrorCode.GiftNotYourOrders);
        const found = new Set(sheets.map((sheet) => sheet.orderId));
        const sendable = (sheet: (typeof sheets)[number]) =>
          sheet.ownerId === member.id && (sheet.boughtForSelf || sheet.buyerId !== member.id);
        if (orderIds.some((id) => !found.has(id)) || !sheets.every(sendable))
          throw new AppError(ErrorCode.GiftNotYourOrders);
        if (sheets.some((sheet) => sheet.rewardStatus !== 0))
          throw new AppError(ErrorCode.GiftDrawSettled);
        const ids = sheets.map((sheet) => sheet.id);
        if ((await this.gifts.countInOpenGift(manager, ids)) > 0)
          throw new AppError(ErrorCode.GiftOrderInGift);
        const giftId = await this.gifts.insertGift(
          manager,
          {
            agentId: member.agentId,
            code,
            senderId: member.id,
            name: body.name,
            phone: body.phone,
          },
          sheets,
        );
        await this.audit.write(manager, {
          agentId: member.agentId,
          actorId: member.id,
          action: 'gift.send',
          targetId: null,
          detail: { giftId, orders: orderIds, sheets: ids.length, part: chosen !== undefined },
        });
        return giftLinkOf(code);
      });
    } catch (error) {
      // The sheet locks make this unreachable; the index is the last word if it ever is not.
      if (uniqueViolation(error)) throw new AppError(ErrorCode.GiftOrderInGift);
      throw error;
    }
  }

  /**
   * `transaction/recivedGift`: the gift's row lock makes everyone after the first wait and then
   * read "received" (4105). Refused: unknown 4101, taken back 4102, its draw settled 4103, the
   * sender themselves 4109.
   */
  receive(
    member: CurrentMember,
    giftCode: string,
    key: string | undefined,
  ): Promise<{ giftId: string; sheets: number }> {
    return this.keyed(member, 'gift.receive', key, { giftCode }, async (manager) => {
      const gift = await this.gifts.lockByCode(manager, member.agentId, giftCode);
      if (!gift) throw new AppError(ErrorCode.GiftNotFound);
      this.stillSent(gift);
      if (gift.senderId === member.id) throw new AppError(ErrorCode.GiftOwnGift);
      const sheets = await this.lockedSheets(manager, gift);
      if (sheets.some((sheet) => sheet.rewardStatus !== 0))
        throw new AppError(ErrorCode.GiftExpired);
      await this.gifts.receive(manager, gift.id, member.id);
      await this.audit.write(manager, {
        agentId: member.agentId,
        actorId: member.id,
        action: 'gift.receive',
        targetId: gift.senderId,
        detail: { giftId: gift.id, sheets: sheets.length },
      });
      // The sender hears of it from this commit (web push, once per gift).
      await this.pushNotices.giftReceived(manager, {
        agentId: member.agentId,
        id: gift.id,
        senderId: gift.senderId,
        sheets: sheets.length,
        receiverPhone: member.username,
      });
      return { giftId: gift.id, sheets: sheets.length };
    });
  }

  /** Taking a gift back: only its sender, only while nobody has received it. */
  cancel(
    member: CurrentMember,
    giftId: string,
    key: string | undefined,
  ): Promise<{ giftId: string }> {
    return this.keyed(member, 'gift.cancel', key, { giftId }, async (manager) => {
      const gift = await this.gifts.lockSent(manager, member.id, giftId);
      if (!gift) throw new AppError(ErrorCode.GiftNotFound);
      this.stillSent(gift);
      await this.lockedSheets(manager, gift);
      await this.gifts.cancel(manager, gift.id);
      await this.audit.write(manager, {
        agentId: member.agentId,
        actorId: member.id,
        action: 'gift.cancel',
        targetId: null,
        detail: { giftId: gift.id },
      });
      return { giftId: gift.id };
    });
  }

  /** `work` in one transaction, done once per `Idempotency-Key` of the member for this call. */
  private keyed<T>(
    member: CurrentMember,
    scope: string,
    key: string | undefined,
    body: unknown,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction((manager) =>
      this.idempotency.once(manager, { memberId: member.id, scope, key, body }, () =>
        work(manager),
      ),
    );
  }

  private stillSent(gift: LockedGift): void {
    if (gift.status === 'received') throw new AppError(ErrorCode.GiftAlreadyReceived);
    if (gift.status === 'cancelled') throw new AppError(ErrorCode.GiftCancelled);
  }

  /** The gift's sheets, locked; an open gift's sheets are its sender's, or the data is wrong. */
  private async lockedSheets(manager: EntityManager, gift: LockedGift) {
    const sheets = await this.gifts.lockGiftSheets(manager, gift.id);
    if (sheets.some((sheet) => sheet.ownerId !== gift.senderId))
      throw new Error(`gift ${gift.id} holds sheets its sender no longer owns`);
    return sheets;
  }
}
