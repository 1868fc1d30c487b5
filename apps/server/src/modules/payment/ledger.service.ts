import { Injectable } from '@nestjs/common';
import { ErrorCode, type LedgerKind, type Reconciliation } from '@lottery/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { signedDecimal as signed } from './ledger-csv.js';
import { LedgerRepository } from './ledger.repository.js';

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
 *
 * Locks on the member's row, in every money path: the update takes FOR NO KEY UPDATE, and a path
 * that must read the balance before posting (a withdrawal takes all of it) locks the row FOR NO
 * KEY UPDATE too, never FOR UPDATE. Rows inserted earlier in the same transaction with a foreign
 * key to the member (the idempotency key, an order, a deposit) hold KEY SHARE on it; FOR UPDATE
 * waits for other transactions' KEY SHARE, so two such transactions would wait on each other.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly entries: LedgerRepository) {}

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
    const balance = await this.entries.post(manager, {
      agentId: posting.agentId,
      memberId: posting.memberId,
      kind: posting.kind,
      amount: posting.amount,
      reference: posting.reference,
      note: posting.note ?? null,
      actorId: posting.actorId ?? null,
    });
    if (balance === undefined) throw new AppError(shortCode);
    return balance;
  }

  /**
   * Credits (positive postings) of one shop and kind in one round trip, members in id order: a
   * draw's prizes at publication. Every member's row stays locked until the caller's transaction
   * ends, so the fewer round trips it holds them, the less a winner's own checkout could wait.
   * Throws when one could not be posted (no such member in the shop): none is, then.
   */
  async credit(
    manager: EntityManager,
    head: Pick<Posting, 'agentId' | 'kind'>,
    credits: Array<Pick<Posting, 'memberId' | 'amount' | 'reference'>>,
  ): Promise<void> {
    for (const credit of credits) {
      if (!Number.isSafeInteger(credit.amount) || credit.amount <= 0) {
        throw new RangeError(`not a whole, positive number of cents: ${credit.amount}`);
      }
    }
    const posted = await this.entries.postCredits(manager, head, credits);
    if (posted !== credits.length) throw new Error(`credited ${posted} of ${credits.length}`);
  }

  /** The member's balance in cents, as the primary has it now (read only). */
  async balanceOf(manager: EntityManager, memberId: string): Promise<number> {
    return this.entries.balanceOf(manager, memberId);
  }

  /**
   * Members of the shop whose balance is not the sum of their ledger, and entries whose balance
   * after is not the sum of the member's entries up to them (both empty, when all is well).
   */
  async reconcile(manager: EntityManager, agentId: string): Promise<Reconciliation> {
    const members = await this.entries.memberCount(manager, agentId);
    const balances = await this.entries.balanceMismatches(manager, agentId);
    const entries = await this.entries.entryMismatches(manager, agentId);
    return {
      members,
      mismatches: balances.map((row) => ({
        userId: row.memberId,
        balance: signed(row.balance),
        ledger: signed(row.ledger),
      })),
      entryMismatches: entries.map((row) => ({
        id: row.id,
        userId: row.memberId,
        balanceAfter: signed(row.balanceAfter),
        runningSum: signed(row.runningSum),
      })),
    };
  }
}
