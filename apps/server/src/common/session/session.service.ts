import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode, SIGN_IN_HISTORY_SIZE, type SessionsOverview } from '@lottery/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CLOCK, type Clock } from '../clock/clock.js';
import { AppError } from '../errors/app-error.js';
import { keepNewest } from '../memory/keep-newest.js';
import type { CurrentMember } from './current-member.js';
import { deviceOf } from './device.js';
import type { EndReason, Session } from './session.entity.js';
import { SessionRepository } from './session.repository.js';
import { bearerToken, isSessionClaims, newSessionId, type SessionClaims } from './session-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often: not a write on every request. */
export const TOUCH_EVERY_MS = 60_000;
/** Well-signed tokens remembered per process (oldest forgotten first): a few MB at most. */
const CHECKED_TOKENS_KEPT = 20_000;

/** Where a sign-in comes from: its User-Agent header and network address. */
export interface SignInClient {
  userAgent?: unknown;
  address?: string;
}

/**
 * Sessions: a JWT (HS256) names the session row, and the row decides. One live session per
 * member (signing in ends the other: 4011 there), sign-out, locks and the two limits: idle
 * (`SESSION_IDLE_DAYS` since the last use) and absolute (`SESSION_MAX_DAYS` since sign-in).
 */
@Injectable()
export class SessionService {
  /**
   * Tokens whose signature was already checked, with their claims. A member sends the same token
   * with every call, and checking HS256 through jsonwebtoken took a twentieth of a checkout's
   * CPU. Only the signature is remembered: the expiry is checked on every use, and the session
   * row still decides everything else.
   */
  private readonly checkedTokens = new Map<string, SessionClaims>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionRepository,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A sign-in, whatever proved the member (password, passkey, registration): ends the member's
   * current session (another device: 4011 there), starts a new one and records the sign-in in
   * the member's history (the last ten are kept). Every kind of sign-in comes through here.
   */
  async start(
    manager: EntityManager,
    memberId: string,
    client: SignInClient = {},
  ): Promise<string> {
    const now = this.clock.now();
    await this.sessions.lockMember(manager, memberId);
    await this.sessions.endCurrent(manager, memberId, 'replaced', now);
    const device = deviceOf(client.userAgent);
    const address = client.address ?? null;
    await this.sessions.recordSignIn(
      manager,
      { memberId, device, address, at: now },
      SIGN_IN_HISTORY_SIZE,
    );
    return this.open(manager, { memberId, device, address, createdAt: now }, now);
  }

  /**
   * The member's session gets a new token on the same device (a password or bank account
   * change): the old session row ends ('rotated'), so every copy of the old token is refused
   * from now on. The new one keeps the sign-in's time, device and address, and so its limits.
   * Not a sign-in: the history is unchanged.
   */
  async rotate(manager: EntityManager, member: CurrentMember): Promise<string> {
    const now = this.clock.now();
    await this.sessions.lockMember(manager, member.id);
    const current = await this.sessions.current(manager, member.id);
    // Ended meanwhile (signed out, replaced, locked): nothing to rotate.
    if (!current || current.id !== member.sessionId) throw new AppError(ErrorCode.Unauthorized);
    await this.sessions.end(manager, current.id, 'rotated', now);
    return this.open(manager, current, now);
  }

  /** The session this call came with and the member's last sign-ins. */
  async overview(member: CurrentMember): Promise<SessionsOverview> {
    const manager = this.dataSource.manager;
    const [session, signIns] = await Promise.all([
      this.sessions.findById(manager, member.sessionId),
      this.sessions.signIns(manager, member.id, SIGN_IN_HISTORY_SIZE),
    ]);
    if (!session) throw new AppError(ErrorCode.Unauthorized);
    return {
      current: {
        device: session.device,
        address: session.address,
        since: session.createdAt.toISOString(),
        lastSeen: session.lastUsedAt.toISOString(),
      },
      signIns: signIns.map((signIn) => ({
        at: signIn.at.toISOString(),
        device: signIn.device,
        address: signIn.address,
      })),
    };
  }

  /** A new session row and its token, which expires with the sign-in's absolute limit. */
  private async open(
    manager: EntityManager,
    from: Pick<Session, 'memberId' | 'device' | 'address' | 'createdAt'>,
    now: Date,
  ): Promise<string> {
    const sessionId = newSessionId();
    const { memberId, device, address, createdAt } = from;
    await this.sessions.start(
      manager,
      { id: sessionId, memberId, device, address, createdAt },
      now,
    );
    const iat = Math.floor(now.getTime() / 1000);
    const ends =
      Math.floor(createdAt.getTime() / 1000) + (this.config.sessionMaxDays * DAY_MS) / 1000;
    return this.jwt.sign(
      { sub: memberId, sid: sessionId, iat },
      { expiresIn: Math.max(1, ends - iat) },
    );
  }

  /** Ends the member's session in the caller's transaction (lock, new password). */
  async endAll(manager: EntityManager, memberId: string, reason: EndReason): Promise<void> {
    await this.sessions.endCurrent(manager, memberId, reason, this.clock.now());
  }

  /** The caller of a member call: 401 without a live session, 4011 when replaced elsewhere. */
  async authenticate(authorization: unknown, agentId: string): Promise<CurrentMember> {
    const claims = this.verify(authorization);
    if (!claims) throw new AppError(ErrorCode.Unauthorized);
    const manager = this.dataSource.manager;
    const found = await this.sessions.find(manager, claims.sid);
    if (!found || found.session.memberId !== claims.sub || found.agentId !== agentId) {
      throw new AppError(ErrorCode.Unauthorized);
    }
    const { session } = found;
    if (session.endedReason === 'replaced') throw new AppError(ErrorCode.SignedInElsewhere);
    if (session.endedReason || found.locked) throw new AppError(ErrorCode.Unauthorized);

    const now = this.clock.now();
    const idle = now.getTime() - session.lastUsedAt.getTime();
    const age = now.getTime() - session.createdAt.getTime();
    if (idle > this.config.sessionIdleDays * DAY_MS || age > this.config.sessionMaxDays * DAY_MS) {
      await this.sessions.end(manager, session.id, 'expired', now);
      throw new AppError(ErrorCode.Unauthorized);
    }
    if (idle >= TOUCH_EVERY_MS) {
      await this.sessions.touch(manager, session.id, now, new Date(now.getTime() - TOUCH_EVERY_MS));
    }
    return {
      id: session.memberId,
      sessionId: session.id,
      agentId: found.agentId,
      username: found.username,
      role: found.role,
    };
  }

  async logout(member: CurrentMember): Promise<null> {
    await this.sessions.end(
      this.dataSource.manager,
      member.sessionId,
      'signed_out',
      this.clock.now(),
    );
    return null;
  }

  /** The claims of a well-signed, unexpired token (by the app's clock), else undefined. */
  private verify(authorization: unknown): SessionClaims | undefined {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const checked = this.checkedTokens.get(token);
    if (checked) return now < checked.exp ? checked : undefined;
    try {
      const claims: unknown = this.jwt.verify(token, {
        algorithms: ['HS256'],
        clockTimestamp: now,
      });
      if (!isSessionClaims(claims)) return undefined;
      keepNewest(this.checkedTokens, token, claims, CHECKED_TOKENS_KEPT);
      return claims;
    } catch {
      return undefined;
    }
  }
}
