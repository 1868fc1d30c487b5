import { Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  ErrorCode,
  type LedgerKind,
  type Reconciliation,
} from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';

export interface Posting {
  agentId: string;
  memberId: string;
  kind: LedgerKind;
  /** Signed cents: positive adds to the balance, negative takes from it. */
  amount: number;
  /** What the money moved for: a deposit's RefId, an order id, a draw and sheet, ... */
  reference: string;
  note?: string;
  /** The admin who moved it, when one did. */
  actorId?: string;
}

/**
 * The only writer of `member.balance`. Each posting changes the balance with one conditional
 * update (so it never goes below zero, however many requests race) and appends its ledger entry,
 * inside the caller's transaction: both happen or neither does.
 */
@Injectable()
export class LedgerService {
  /**
   * Answers the balance after the posting, in cents. A posting that would take the balance below
   * zero changes nothing and throws `shortCode`.
   */
  async post(
    manager: EntityManager,
    posting: Posting,
    shortCode: ErrorCode = ErrorCode.InsufficientBalance,
  ): Promise<number> {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new RangeError(`not a whole, non-zero number of cents: ${posting.amount}`);
    }
    const [rows]: [Array<{ balance: string }>, number] = await manager.query(
      `UPDATE member SET balance = balance + $2
        WHERE id = $1 AND agent_id = $3 AND balance + $2 >= 0
        RETURNING balance`,
      [posting.memberId, posting.amount, posting.agentId],
    );
    if (!rows[0]) throw new AppError(shortCode);
    const balance = Number(rows[0].balance);
    await manager.query(
      `INSERT INTO ledger_entry
         (agent_id, member_id, kind, amount, balance_after, reference, note, actor_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        posting.agentId,
        posting.memberId,
        posting.kind,
        posting.amount,
        balance,
        posting.reference,
        posting.note ?? null,
        posting.actorId ?? null,
      ],
    );
    return balance;
  }

  /** Members of the shop whose balance is not the sum of their ledger (none, when all is well). */
  async reconcile(manager: EntityManager, agentId: string): Promise<Reconciliation> {
    const mismatches: Array<{ id: string; balance: string; ledger: string }> = await manager.query(
      `SELECT m.id, m.balance, coalesce(sum(l.amount), 0) AS ledger
         FROM member m LEFT JOIN ledger_entry l ON l.member_id = m.id
        WHERE m.agent_id = $1
        GROUP BY m.id
       HAVING m.balance <> coalesce(sum(l.amount), 0)
        ORDER BY m.id`,
      [agentId],
    );
    const [counted]: Array<{ members: string }> = await manager.query(
      'SELECT count(*) AS members FROM member WHERE agent_id = $1',
      [agentId],
    );
    const money = (cents: string) =>
      Number(cents) < 0 ? `-${centsToDecimal(-Number(cents))}` : centsToDecimal(Number(cents));
    return {
      members: Number(counted?.members ?? 0),
      mismatches: mismatches.map((row) => ({
        userId: row.id,
        balance: money(row.balance),
        ledger: money(row.ledger),
      })),
    };
  }
}
