import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MemberRepository } from './member.repository.js';
import { SessionRepository, type EndReason } from './session.repository.js';
import { newSessionId, readSessionToken, signSessionToken } from './session-token.js';

/** Who is calling: set on the request by `SessionGuard`. */
export interface CurrentMember {
  id: string;
  sessionId: string;
  agentId: string;
  username: string;
  role: 'member' | 'admin';
}

@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MemberRepository,
    private readonly sessions: SessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Ends the member's current session (another device: 4011 there) and starts a new one. */
  async start(manager: EntityManager, memberId: string): Promise<string> {
    await this.members.lock(manager, memberId);
    await this.sessions.endCurrent(manager, memberId, 'replaced');
    const sessionId = newSessionId();
    await this.sessions.start(manager, memberId, sessionId);
    return signSessionToken(sessionId, this.config.sessionSecret);
  }

  async endAll(manager: EntityManager, memberId: string, reason: EndReason): Promise<void> {
    await this.sessions.endCurrent(manager, memberId, reason);
  }

  /** The caller of a member call: 401 without a live session, 4011 when replaced elsewhere. */
  async authenticate(authorization: unknown, agentId: string): Promise<CurrentMember> {
    const sessionId = readSessionToken(authorization, this.config.sessionSecret);
    if (!sessionId) throw new AppError(ErrorCode.Unauthorized);
    const found = await this.sessions.find(this.dataSource.manager, sessionId);
    if (!found || found.agent_id !== agentId) throw new AppError(ErrorCode.Unauthorized);
    if (found.ended_reason === 'replaced') throw new AppError(ErrorCode.SignedInElsewhere);
    if (found.ended_reason) throw new AppError(ErrorCode.Unauthorized);
    return {
      id: found.member_id,
      sessionId,
      agentId: found.agent_id,
      username: found.username,
      role: found.role,
    };
  }

  async logout(member: CurrentMember): Promise<null> {
    await this.sessions.end(this.dataSource.manager, member.sessionId, 'signed_out');
    return null;
  }
}
