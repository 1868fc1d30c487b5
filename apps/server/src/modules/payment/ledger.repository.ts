import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LedgerCsvRow } from './ledger-csv.js';
import { bangkokDays } from './wallet-sql.js';

/** Reads of the ledger (writes go through LedgerService only). */
@Injectable()
export class LedgerRepository {
  /** The shop's entries of Bangkok days `from` to `to`, oldest first. */
  between(
    manager: EntityManager,
    agentId: string,
    days: { from: string; to: string },
  ): Promise<LedgerCsvRow[]> {
    return manager.query(
      `SELECT l.id, l.at, m.username AS phone, l.kind, l.amount, l.balance_after, l.reference,
              l.note
         FROM ledger_entry l JOIN member m ON m.id = l.member_id
        WHERE l.agent_id = $1 AND ${bangkokDays('l.at', 2, 3)}
        ORDER BY l.id`,
      [agentId, days.from, days.to],
    );
  }

  /** The member, when it belongs to the shop. */
  async memberExists(manager: EntityManager, agentId: string, memberId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM member WHERE id = $1 AND agent_id = $2',
      [memberId, agentId],
    );
    return rows.length === 1;
  }
}
