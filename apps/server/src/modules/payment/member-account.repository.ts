import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';

/**
 * The parts of a member's row the wallet reads. The row belongs to the accounts module (its
 * entity lives there); the wallet names the table, which TypeORM resolves to that same entity
 * (so money still goes through its cents transformer), and never imports auth's files.
 */
const MEMBER = 'member';

/** The balance a withdrawal takes and the bank account it goes to. */
export interface PayoutAccount {
  balance: number;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
}

/** Who a queue row belongs to, or which admin settled it. */
export interface MemberCard {
  id: string;
  username: string;
  name: string;
}

@Injectable()
export class MemberAccountRepository {
  /**
   * The member's row, locked until the transaction ends so withdrawals take turns: the second
   * one finds the balance the first left. FOR NO KEY UPDATE, never FOR UPDATE (see
   * LedgerService): the transaction's idempotency key already holds KEY SHARE on this row
   * through its foreign key, and two withdrawals asking FOR UPDATE over each other's KEY SHARE
   * deadlock.
   */
  lockForPayout(manager: EntityManager, memberId: string): Promise<PayoutAccount | null> {
    return manager
      .createQueryBuilder<PayoutAccount>(MEMBER, 'm')
      .select(['m.balance', 'm.bankName', 'm.accountName', 'm.accountNumber'])
      .where('m.id = :memberId', { memberId })
      .setLock('for_no_key_update')
      .getOne();
  }

  /** Whether the member exists and belongs to the shop. */
  belongsTo(manager: EntityManager, agentId: string, memberId: string): Promise<boolean> {
    return manager.exists<{ id: string; agentId: string }>(MEMBER, {
      where: { id: memberId, agentId },
    });
  }

  /** The members with these ids (nulls skipped), by id. */
  async cards(
    manager: EntityManager,
    ids: ReadonlyArray<string | null>,
  ): Promise<Map<string, MemberCard>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await manager.find<MemberCard>(MEMBER, {
      select: { id: true, username: true, name: true },
      where: { id: In(wanted) },
    });
    return new Map(rows.map((row) => [row.id, row]));
  }
}
