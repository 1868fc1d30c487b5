import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type EndReason = 'signed_out' | 'replaced' | 'password' | 'locked';

export interface SessionLookup {
  member_id: string;
  ended_reason: EndReason | null;
  agent_id: string;
  username: string;
  role: 'member' | 'admin';
}

@Injectable()
export class SessionRepository {
  async find(manager: EntityManager, sessionId: string): Promise<SessionLookup | undefined> {
    const rows: SessionLookup[] = await manager.query(
      `SELECT s.member_id, s.ended_reason, m.agent_id, m.username, m.role
         FROM session s JOIN member m ON m.id = s.member_id
        WHERE s.id = $1`,
      [sessionId],
    );
    return rows[0];
  }

  /** Ends whatever session the member has (the caller holds the member's row lock). */
  async endCurrent(manager: EntityManager, memberId: string, reason: EndReason): Promise<void> {
    await manager.query(
      `UPDATE session SET ended_at = now(), ended_reason = $2
        WHERE member_id = $1 AND ended_at IS NULL`,
      [memberId, reason],
    );
  }

  async start(manager: EntityManager, memberId: string, sessionId: string): Promise<void> {
    await manager.query('INSERT INTO session (id, member_id) VALUES ($1, $2)', [
      sessionId,
      memberId,
    ]);
  }

  async end(manager: EntityManager, sessionId: string, reason: EndReason): Promise<void> {
    await manager.query(
      `UPDATE session SET ended_at = now(), ended_reason = $2 WHERE id = $1 AND ended_at IS NULL`,
      [sessionId, reason],
    );
  }
}
