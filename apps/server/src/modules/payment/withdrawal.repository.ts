import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  type AdminWithdrawal,
  type Withdrawal,
  type WithdrawalStatus,
} from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { pageOfSql, type Paging } from '../../common/db/page-of.js';
import { bangkokDays, iso } from './wallet-sql.js';

interface WithdrawalRow {
  id: string;
  ref_id: string;
  member_id: string;
  amount: string;
  status: WithdrawalStatus;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Date;
  settled_at: Date | null;
  bank_reference: string | null;
  reason: string | null;
}

interface AdminWithdrawalRow extends WithdrawalRow {
  username: string;
  name: string;
  settled_by: string | null;
}

/** The member's balance and bank account, locked so one withdrawal at a time takes it. */
export interface PayoutAccount {
  balance: number;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
}

const columns = `
  w.id, w.ref_id, w.member_id, w.amount, w.status, w.bank_name, w.account_name,
  w.account_number, w.created_at, w.settled_at, w.bank_reference, w.reason`;

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    RefId: row.ref_id,
    amt: centsToDecimal(Number(row.amount)),
    status: row.status,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    createdAt: row.created_at.toISOString(),
    settledAt: iso(row.settled_at),
    bankReference: row.bank_reference,
    reason: row.reason,
  };
}

function toAdminWithdrawal(row: AdminWithdrawalRow): AdminWithdrawal {
  return {
    ...toWithdrawal(row),
    member: { userId: row.member_id, username: row.username, name: row.name },
    settledBy: row.settled_by,
  };
}

const adminFrom = `
  FROM withdrawal w
  JOIN member m ON m.id = w.member_id
  LEFT JOIN member admin ON admin.id = w.settled_by`;

@Injectable()
export class WithdrawalRepository {
  async lockPayoutAccount(manager: EntityManager, memberId: string): Promise<PayoutAccount> {
    const [row]: Array<{
      balance: string;
      bank_name: string | null;
      account_name: string | null;
      account_number: string | null;
    }> = await manager.query(
      // NO KEY UPDATE, not UPDATE: the transaction's idempotency key already holds KEY SHARE
      // on this row (its foreign key), and two withdrawals asking FOR UPDATE over their own
      // KEY SHARE locks deadlock. NO KEY UPDATE still queues withdrawals one after another.
      `SELECT balance, bank_name, account_name, account_number FROM member
        WHERE id = $1 FOR NO KEY UPDATE`,
      [memberId],
    );
    return {
      balance: Number(row?.balance ?? 0),
      bankName: row?.bank_name || null,
      accountName: row?.account_name || null,
      accountNumber: row?.account_number || null,
    };
  }

  async create(
    manager: EntityManager,
    withdrawal: {
      refId: string;
      agentId: string;
      memberId: string;
      cents: number;
      bankName: string;
      accountName: string;
      accountNumber: string;
    },
  ): Promise<Withdrawal> {
    const [row]: WithdrawalRow[] = await manager.query(
      `INSERT INTO withdrawal AS w
         (ref_id, agent_id, member_id, amount, bank_name, account_name, account_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${columns}`,
      [
        withdrawal.refId,
        withdrawal.agentId,
        withdrawal.memberId,
        withdrawal.cents,
        withdrawal.bankName,
        withdrawal.accountName,
        withdrawal.accountNumber,
      ],
    );
    return toWithdrawal(row!);
  }

  /** Locks a withdrawal of the shop until the transaction ends. */
  async lock(
    manager: EntityManager,
    agentId: string,
    refId: string,
  ): Promise<{ id: string; memberId: string; cents: number; status: WithdrawalStatus } | null> {
    const [row]: Array<{
      id: string;
      member_id: string;
      amount: string;
      status: WithdrawalStatus;
    }> = await manager.query(
      `SELECT id, member_id, amount, status FROM withdrawal
          WHERE ref_id = $1 AND agent_id = $2 FOR UPDATE`,
      [refId, agentId],
    );
    return row
      ? { id: row.id, memberId: row.member_id, cents: Number(row.amount), status: row.status }
      : null;
  }

  /** Pending to paid or rejected; false when it was already settled. */
  async settle(
    manager: EntityManager,
    id: string,
    outcome:
      | { status: 'paid'; bankReference: string; actorId: string }
      | { status: 'rejected'; reason: string; actorId: string },
  ): Promise<boolean> {
    const [rows]: [unknown[], number] = await manager.query(
      `UPDATE withdrawal SET status = $2, settled_at = now(), settled_by = $3,
              bank_reference = $4, reason = $5
        WHERE id = $1 AND status = 'pending'
        RETURNING id`,
      [
        id,
        outcome.status,
        outcome.actorId,
        outcome.status === 'paid' ? outcome.bankReference : null,
        outcome.status === 'rejected' ? outcome.reason : null,
      ],
    );
    return rows.length === 1;
  }

  async history(
    manager: EntityManager,
    memberId: string,
    days: { from: string; to: string },
    paging: Paging,
  ): Promise<{ items: Withdrawal[]; total: number }> {
    const { rows, total } = await pageOfSql<WithdrawalRow>(
      manager,
      {
        select: columns,
        from: 'FROM withdrawal w',
        where: `w.member_id = $1 AND ${bangkokDays('w.created_at', 2, 3)}`,
        orderBy: 'w.created_at DESC, w.id DESC',
        params: [memberId, days.from, days.to],
      },
      paging,
    );
    return { items: rows.map(toWithdrawal), total };
  }

  async showAdmin(manager: EntityManager, id: string): Promise<AdminWithdrawal> {
    const [row]: AdminWithdrawalRow[] = await manager.query(
      `SELECT ${columns}, m.username, m.name, admin.username AS settled_by ${adminFrom}
        WHERE w.id = $1`,
      [id],
    );
    return toAdminWithdrawal(row!);
  }

  async queue(
    manager: EntityManager,
    agentId: string,
    filter: { status: string; q: string },
    paging: Paging,
  ): Promise<{ items: AdminWithdrawal[]; total: number }> {
    const { rows, total } = await pageOfSql<AdminWithdrawalRow>(
      manager,
      {
        select: `${columns}, m.username, m.name, admin.username AS settled_by`,
        from: adminFrom,
        where: `w.agent_id = $1 AND ($2 = 'all' OR w.status = $2) AND strpos(m.username, $3) > 0`,
        orderBy: 'w.created_at DESC, w.id DESC',
        params: [agentId, filter.status, filter.q],
      },
      paging,
    );
    return { items: rows.map(toAdminWithdrawal), total };
  }
}
