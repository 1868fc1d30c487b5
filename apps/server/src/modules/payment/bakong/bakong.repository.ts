import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  BakongCheckState,
  BakongTransaction,
  type BakongOutcome,
} from '../entities/bakong.entity.js';
import type { Days } from '../wallet-request.repository.js';

/** A Bakong transaction with its deposit, or a credited deposit without one (hash null). */
export interface ReconciliationLine {
  day: string;
  refId: string;
  hash: string | null;
  /** Bigint cents, as the driver gives them. */
  amount: string;
  paid: string | null;
  currency: string | null;
  status: 'pending' | 'confirmed';
  expired: boolean;
  late: boolean;
  outcome: BakongOutcome | null;
  confirmedAt: Date | null;
}

/** A deposit due a check: its id and QR md5. */
export interface DueDeposit {
  id: string;
  md5: string;
}

/** The transaction check's tables: its work list on `deposit`, what it saw, how it is going. */
@Injectable()
export class BakongRepository {
  /**
   * Takes up to `limit` pending deposits due a check and moves their next check on: every 3 s in
   * their first 3 minutes, every 15 s to 10 minutes, then every minute, until `graceMinutes`
   * after their expiry. SKIP LOCKED: two server processes take different deposits (and a deposit
   * being credited right now is left alone).
   */
  async takeDue(
    manager: EntityManager,
    limit: number,
    graceMinutes: number,
  ): Promise<DueDeposit[]> {
    const rows = (await manager.query(
      `UPDATE deposit d SET next_check_at = now() + CASE
           WHEN now() - d.created_at < interval '3 minutes' THEN interval '3 seconds'
           WHEN now() - d.created_at < interval '10 minutes' THEN interval '15 seconds'
           ELSE interval '1 minute' END
        WHERE d.id IN (
          SELECT id FROM deposit
           WHERE status = 'pending' AND md5 IS NOT NULL AND review IS NULL
             AND next_check_at <= now()
             AND expires_at + make_interval(mins => $2) > now()
           ORDER BY next_check_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.md5`,
      [limit, graceMinutes],
    )) as [Array<{ id: string; md5: string }>, number];
    return rows[0];
  }

  /** Pending deposits the check still asks about. */
  async stillAsked(manager: EntityManager, graceMinutes: number): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS n FROM deposit
        WHERE status = 'pending' AND md5 IS NOT NULL AND review IS NULL
          AND expires_at + make_interval(mins => $1) > now()`,
      [graceMinutes],
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** Keeps a transaction once; false when its hash was already kept (seen by another check). */
  async keep(manager: EntityManager, t: Omit<BakongTransaction, 'seenAt'>): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO bakong_transaction
         (hash, deposit_id, agent_id, from_account_id, to_account_id, currency, amount, paid_at,
          outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (hash) DO NOTHING RETURNING hash`,
      [
        t.hash,
        t.depositId,
        t.agentId,
        t.fromAccountId,
        t.toAccountId,
        t.currency,
        t.amount,
        t.paidAt,
        t.outcome,
      ],
    )) as unknown[];
    return rows.length === 1;
  }

  async recordAnswer(manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE bakong_check_state SET calls = calls + 1, last_ok_at = now(), token_expired = false
        WHERE id = 1`,
    );
  }

  async recordFailure(manager: EntityManager, error: string, tokenExpired: boolean): Promise<void> {
    await manager.query(
      `UPDATE bakong_check_state
          SET failures = failures + 1, last_error = $1, last_error_at = now(),
              token_expired = $2
        WHERE id = 1`,
      [error.slice(0, 500), tokenExpired],
    );
  }

  /**
   * The reconciliation's lines over Bangkok days: every Bakong transaction paid on them with its
   * deposit, and every deposit credited on them without a Bakong transaction; oldest first.
   */
  lines(manager: EntityManager, agentId: string, days: Days): Promise<ReconciliationLine[]> {
    const bangkokDay = (column: string) =>
      `to_char(${column} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD')`;
    const within = (column: string) =>
      `${column} >= $2::date::timestamp AT TIME ZONE 'Asia/Bangkok'
         AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'`;
    return manager.query(
      `SELECT * FROM (
         SELECT ${bangkokDay('t.paid_at')} AS day, t.paid_at AS at, d.ref_id AS "refId",
                t.hash, d.amount, t.amount AS paid, t.currency, d.status,
                d.status = 'pending' AND d.expires_at <= now() AS expired, d.late,
                t.outcome, d.confirmed_at AS "confirmedAt"
           FROM bakong_transaction t JOIN deposit d ON d.id = t.deposit_id
          WHERE t.agent_id = $1 AND ${within('t.paid_at')}
         UNION ALL
         SELECT ${bangkokDay('d.confirmed_at')}, d.confirmed_at, d.ref_id, NULL, d.amount, NULL,
                NULL, d.status, false, d.late, NULL, d.confirmed_at
           FROM deposit d
          WHERE d.agent_id = $1 AND d.status = 'confirmed' AND ${within('d.confirmed_at')}
            AND NOT EXISTS (SELECT 1 FROM bakong_transaction t WHERE t.deposit_id = d.id)
       ) lines ORDER BY at, "refId"`,
      [agentId, days.from, days.to],
    ) as Promise<ReconciliationLine[]>;
  }

  state(manager: EntityManager): Promise<BakongCheckState> {
    return manager.findOneByOrFail(BakongCheckState, { id: 1 });
  }
}
