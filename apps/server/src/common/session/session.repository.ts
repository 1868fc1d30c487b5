import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, type EntityManager } from 'typeorm';
import { Session, type EndReason } from './session.entity.js';
import { SignIn } from './sign-in.entity.js';
import { preparedQuery } from '../db/prepared.js';

/** A session with the member facts every guarded call needs. */
export interface SessionLookup {
  session: Session;
  agentId: string;
  username: string;
  role: 'member' | 'admin';
  locked: boolean;
}

@Injectable()
export class SessionRepository {
  /**
   * The session and its member in one query: this runs on every member call, and one join is
   * measurably cheaper than two entity loads.
   */
  async find(manager: EntityManager, sessionId: string): Promise<SessionLookup | undefined> {
    const rows = await preparedQuery<{
      id: string;
      member_id: string;
      created_at: Date;
      last_used_at: Date;
      ended_at: Date | null;
      ended_reason: EndReason | null;
      agent_id: string;
      username: string;
      role: 'member' | 'admin';
      locked: boolean;
    }>(
      manager,
      `SELECT s.id, s.member_id, s.created_at, s.last_used_at, s.ended_at, s.ended_reason,
              m.agent_id, m.username, m.role, m.locked
         FROM session s JOIN member m ON m.id = s.member_id
        WHERE s.id = $1`,
      [sessionId],
    );
    const row = rows[0];
    if (!row) return undefined;
    // The entity as `manager.create` would build it, without its metadata walk on every
    // member call (it showed in the checkout's profile): plain columns, no relations.
    const session = Object.assign(new Session(), {
      id: row.id,
      memberId: row.member_id,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      endedAt: row.ended_at,
      endedReason: row.ended_reason,
    });
    return {
      session,
      agentId: row.agent_id,
      username: row.username,
      role: row.role,
      locked: row.locked,
    };
  }

  /** Sign-ins and session changes of one member take turns on the member's row. */
  async lockMember(manager: EntityManager, memberId: string): Promise<void> {
    await manager.query('SELECT 1 FROM member WHERE id = $1 FOR UPDATE', [memberId]);
  }

  /** A new session row, used now; `createdAt` is the sign-in's time (kept by a rotation). */
  async start(
    manager: EntityManager,
    session: Pick<Session, 'id' | 'memberId' | 'device' | 'address' | 'createdAt'>,
    at: Date,
  ) {
    await manager.insert(Session, { ...session, lastUsedAt: at });
  }

  /** The member's live session (the caller holds the member's row lock). */
  current(manager: EntityManager, memberId: string): Promise<Session | null> {
    return manager.findOne(Session, { where: { memberId, endedAt: IsNull() } });
  }

  /** Records a sign-in and forgets all but the member's newest `keep`. */
  async recordSignIn(
    manager: EntityManager,
    signIn: Pick<SignIn, 'memberId' | 'device' | 'address' | 'at'>,
    keep: number,
  ) {
    await manager.insert(SignIn, signIn);
    await manager.query(
      `DELETE FROM sign_in WHERE member_id = $1 AND id NOT IN
         (SELECT id FROM sign_in WHERE member_id = $1 ORDER BY at DESC, id DESC LIMIT $2)`,
      [signIn.memberId, keep],
    );
  }

  /** The member's newest sign-ins first. */
  signIns(manager: EntityManager, memberId: string, limit: number): Promise<SignIn[]> {
    return manager.find(SignIn, {
      where: { memberId },
      order: { at: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  findById(manager: EntityManager, sessionId: string): Promise<Session | null> {
    return manager.findOne(Session, { where: { id: sessionId } });
  }

  /** Ends whatever session the member has (the caller holds the member's row lock). */
  async endCurrent(manager: EntityManager, memberId: string, reason: EndReason, at: Date) {
    await manager.update(
      Session,
      { memberId, endedAt: IsNull() },
      { endedAt: at, endedReason: reason },
    );
  }

  async end(manager: EntityManager, sessionId: string, reason: EndReason, at: Date) {
    await manager.update(
      Session,
      { id: sessionId, endedAt: IsNull() },
      { endedAt: at, endedReason: reason },
    );
  }

  /** Records a use, unless one was recorded since `unlessSince` (so at most one write a minute). */
  async touch(manager: EntityManager, sessionId: string, at: Date, unlessSince: Date) {
    const touch = (on: EntityManager) =>
      on.update(
        Session,
        { id: sessionId, endedAt: IsNull(), lastUsedAt: LessThan(unlessSince) },
        { lastUsedAt: at },
      );
    // Inside the caller's transaction it commits as that does (SET LOCAL would weaken its commit).
    if (manager.queryRunner) return void (await touch(manager));
    // A member's first call after a minute away touches the session, and when results come out
    // they all come back at once: this write does not wait for the disk flush (a crash may lose
    // the last moment's touches, which only makes an idle session end a minute earlier), so it
    // holds its pooled connection for a round trip, not for a flush the checkouts queue on too.
    await manager.transaction(async (tx) => {
      await tx.query('SET LOCAL synchronous_commit TO off');
      await touch(tx);
    });
  }
}
