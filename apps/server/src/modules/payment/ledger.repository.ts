import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { cents, safeInteger } from '../../common/db/columns.js';
import { LedgerEntry } from './entities/ledger-entry.entity.js';
import { onBangkokDays, type Days } from './wallet-request.repository.js';

export type NewLedgerEntry = Pick<
  LedgerEntry,
  'agentId' | 'memberId' | 'kind' | 'amount' | 'balanceAfter' | 'reference' | 'note' | 'actorId'
>;

/** A member whose balance is not the sum of their entries. */
export interface BalanceMismatch {
  memberId: string;
  balance: number;
  ledger: number;
}

/** An entry whose `balanceAfter` is not the sum of its member's entries up to it. */
export interface EntryMismatch {
  id: string;
  memberId: string;
  balanceAfter: number;
  runningSum: number;
}

/** The ledger and the balances it explains. Writes go through LedgerService only. */
@Injectable()
export class LedgerRepository {
  /** The member's balance in cents (0 for no such member). */
  async balanceOf(manager: EntityManager, memberId: string): Promise<number> {
    const rows: Array<{ balance: string }> = await manager.query(
      'SELECT balance::text AS balance FROM member WHERE id = $1',
      [memberId],
    );
    return rows[0] ? safeInteger(rows[0].balance) : 0;
  }

  /**
   * Adds signed cents to the member's balance unless it would go below zero, and appends the
   * entry with the balance after it: the SQL function `ledger_post` (migration 2800000000000),
   * the one write of balances and entries, which checkout calls too; one round trip on every
   * money path (the member's row stays locked until the transaction ends, so their entries are
   * in id order). Answers the new balance, or undefined when nothing changed.
   */
  async post(
    manager: EntityManager,
    entry: Omit<NewLedgerEntry, 'balanceAfter'>,
  ): Promise<number | undefined> {
    const rows: Array<{ balance: string | null }> = await manager.query(
      'SELECT ledger_post($1, $2, $4, $3, $5, $6, $7)::text AS balance',
      [
        entry.agentId,
        entry.memberId,
        entry.amount,
        entry.kind,
        entry.reference,
        entry.note,
        entry.actorId,
      ],
    );
    const balance = rows[0]?.balance;
    return balance == null ? undefined : (cents.from(balance) as number);
  }

  /**
   * Many positive postings of one shop and kind in one round trip (`ledger_post` for each,
   * members in id order: two such calls lock their rows in the same order). Answers how many were posted: a member of another shop (or none) changes nothing.
   */
  async postCredits(
    manager: EntityManager,
    head: Pick<NewLedgerEntry, 'agentId' | 'kind'>,
    credits: Array<Pick<NewLedgerEntry, 'memberId' | 'amount' | 'reference'>>,
  ): Promise<number> {
    if (!credits.length) return 0;
    const rows: Array<{ posted: number }> = await manager.query(
      `SELECT count(ledger_post($1, c.member_id, $2, c.amount, c.reference))::int AS posted
         FROM (SELECT * FROM unnest($3::bigint[], $4::numeric[], $5::text[])
                 AS u(member_id, amount, reference)
                ORDER BY member_id) AS c`,
      [
        head.agentId,
        head.kind,
        credits.map((credit) => credit.memberId),
        credits.map((credit) => credit.amount),
        credits.map((credit) => credit.reference),
      ],
    );
    return rows[0]!.posted;
  }

  /** The shop's entries of the given Bangkok days, oldest first. */
  between(manager: EntityManager, agentId: string, days: Days): Promise<LedgerEntry[]> {
    return manager
      .createQueryBuilder(LedgerEntry, 'l')
      .where('l.agentId = :agentId', { agentId })
      .andWhere(onBangkokDays('l.at'), days)
      .orderBy('l.id')
      .getMany();
  }

  async memberCount(manager: EntityManager, agentId: string): Promise<number> {
    return manager.count('member', { where: { agentId } });
  }

  async balanceMismatches(manager: EntityManager, agentId: string): Promise<BalanceMismatch[]> {
    const rows: Array<{ id: string; balance: string; ledger: string }> = await manager.query(
      `SELECT m.id, m.balance, coalesce(sum(l.amount), 0) AS ledger
         FROM member m LEFT JOIN ledger_entry l ON l.member_id = m.id
        WHERE m.agent_id = $1
        GROUP BY m.id
       HAVING m.balance <> coalesce(sum(l.amount), 0)
        ORDER BY m.id`,
      [agentId],
    );
    return rows.map((row) => ({
      memberId: row.id,
      balance: cents.from(row.balance) as number,
      ledger: cents.from(row.ledger) as number,
    }));
  }

  /**
   * Entries in id order per member: LedgerService appends each entry after the balance update,
   * under that row's lock, so a member's ids follow the order of their balance changes.
   */
  async entryMismatches(manager: EntityManager, agentId: string): Promise<EntryMismatch[]> {
    const rows: Array<{ id: string; member_id: string; balance_after: string; running: string }> =
      await manager.query(
        `SELECT id, member_id, balance_after, running FROM (
           SELECT id, member_id, balance_after,
                  sum(amount) OVER (PARTITION BY member_id ORDER BY id) AS running
             FROM ledger_entry WHERE agent_id = $1) entries
          WHERE balance_after <> running
          ORDER BY id`,
        [agentId],
      );
    return rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      balanceAfter: cents.from(row.balance_after) as number,
      runningSum: cents.from(row.running) as number,
    }));
  }
}
