import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PageOf, Paging } from '../../common/db/page-of.js';
import { Deposit } from './entities/deposit.entity.js';
import {
  historyPage,
  insertRequest,
  queuePage,
  type Days,
  type QueueFilter,
} from './wallet-request.repository.js';

export type NewDeposit = Pick<
  Deposit,
  | 'refId'
  | 'agentId'
  | 'memberId'
  | 'amount'
  | 'khqr'
  | 'md5'
  | 'createdAt'
  | 'expiresAt'
  | 'nextCheckAt'
>;

@Injectable()
export class DepositRepository {
  create(manager: EntityManager, deposit: NewDeposit): Promise<Deposit> {
    return insertRequest(manager, Deposit, deposit);
  }

  byId(manager: EntityManager, id: string): Promise<Deposit> {
    return manager.findOneByOrFail(Deposit, { id });
  }

  findOwn(manager: EntityManager, memberId: string, refId: string): Promise<Deposit | null> {
    return manager.findOneBy(Deposit, { refId, memberId });
  }

  /** Locks the deposit row until the transaction ends (`agentId` undefined: any shop's). */
  lock(
    manager: EntityManager,
    refId: string,
    agentId: string | undefined,
  ): Promise<Deposit | null> {
    const query = manager
      .createQueryBuilder(Deposit, 'd')
      .where('d.refId = :refId', { refId })
      .setLock('pessimistic_write');
    if (agentId !== undefined) query.andWhere('d.agentId = :agentId', { agentId });
    return query.getOne();
  }

  /**
   * Pending and unexpired (by the database's clock) to confirmed; false when it was not, so
   * nothing may be credited. A deposit Bakong reported a mismatched payment for (`review`) may be
   * confirmed by an admin after its expiry: the money arrived.
   */
  async markConfirmed(
    manager: EntityManager,
    id: string,
    by: Pick<Deposit, 'confirmedBy' | 'providerRef'>,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Deposit)
      .set({ status: 'confirmed', confirmedAt: () => 'now()', ...by })
      .where("id = :id AND status = 'pending' AND (expires_at > now() OR review IS NOT NULL)", {
        id,
      })
      .execute();
    return result.affected === 1;
  }

  /**
   * Pending to confirmed by Bakong's transaction `hash`, late when past its expiry (the money
   * arrived anyway); false when it was not pending. The unique `bakong_hash` refuses a
   * transaction that already paid another deposit.
   */
  async markPaidByBakong(manager: EntityManager, id: string, hash: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Deposit)
      .set({
        status: 'confirmed',
        confirmedAt: () => 'now()',
        bakongHash: hash,
        late: () => 'expires_at <= now()',
      })
      .where("id = :id AND status = 'pending' AND review IS NULL", { id })
      .execute();
    return result.affected === 1;
  }

  /** Bakong reported a payment unlike the QR code: no more checks, an admin decides. */
  async markForReview(
    manager: EntityManager,
    id: string,
    review: NonNullable<Deposit['review']>,
    hash: string,
  ): Promise<void> {
    await manager.update(Deposit, { id, status: 'pending' }, { review, bakongHash: hash });
  }

  lockById(manager: EntityManager, id: string): Promise<Deposit | null> {
    return manager
      .createQueryBuilder(Deposit, 'd')
      .where('d.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  history(
    manager: EntityManager,
    memberId: string,
    days: Days,
    paging: Paging,
  ): Promise<PageOf<Deposit>> {
    return historyPage(manager, Deposit, memberId, days, paging);
  }

  /** A pending deposit past its expiry is in the 'expired' queue, not the 'pending' one. */
  queue(manager: EntityManager, filter: QueueFilter, paging: Paging): Promise<PageOf<Deposit>> {
    return queuePage(manager, Deposit, filter, paging, (query, status) => {
      if (status === 'pending') query.andWhere("r.status = 'pending' AND r.expires_at > now()");
      else if (status === 'expired') {
        query.andWhere("r.status = 'pending' AND r.expires_at <= now()");
      } else query.andWhere('r.status = :status', { status });
    });
  }
}
