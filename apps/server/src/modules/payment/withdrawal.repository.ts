import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PageOf, Paging } from '../../common/db/page-of.js';
import { Withdrawal } from './entities/withdrawal.entity.js';
import {
  historyPage,
  insertRequest,
  queuePage,
  type Days,
  type QueueFilter,
} from './wallet-request.repository.js';

export type NewWithdrawal = Pick<
  Withdrawal,
  'refId' | 'agentId' | 'memberId' | 'amount' | 'bankName' | 'accountName' | 'accountNumber'
>;

/** How an admin settles a withdrawal. */
export type Settlement =
  | { status: 'paid'; bankReference: string; actorId: string }
  | { status: 'rejected'; reason: string; actorId: string };

@Injectable()
export class WithdrawalRepository {
  create(manager: EntityManager, withdrawal: NewWithdrawal): Promise<Withdrawal> {
    return insertRequest(manager, Withdrawal, withdrawal);
  }

  byId(manager: EntityManager, id: string): Promise<Withdrawal> {
    return manager.findOneByOrFail(Withdrawal, { id });
  }

  /** Locks a withdrawal of the shop until the transaction ends. */
  lock(manager: EntityManager, agentId: string, refId: string): Promise<Withdrawal | null> {
    return manager
      .createQueryBuilder(Withdrawal, 'w')
      .where('w.refId = :refId AND w.agentId = :agentId', { refId, agentId })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Pending to paid or rejected; false when it was already settled. */
  async settle(manager: EntityManager, id: string, outcome: Settlement): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Withdrawal)
      .set({
        status: outcome.status,
        settledAt: () => 'now()',
        settledBy: outcome.actorId,
        bankReference: outcome.status === 'paid' ? outcome.bankReference : null,
        reason: outcome.status === 'rejected' ? outcome.reason : null,
      })
      .where("id = :id AND status = 'pending'", { id })
      .execute();
    return result.affected === 1;
  }

  history(
    manager: EntityManager,
    memberId: string,
    days: Days,
    paging: Paging,
  ): Promise<PageOf<Withdrawal>> {
    return historyPage(manager, Withdrawal, memberId, days, paging);
  }

  queue(manager: EntityManager, filter: QueueFilter, paging: Paging): Promise<PageOf<Withdrawal>> {
    return queuePage(manager, Withdrawal, filter, paging, (query, status) => {
      query.andWhere('r.status = :status', { status });
    });
  }
}
