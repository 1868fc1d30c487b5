import {
  createParamDecorator,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { CurrentMember } from './current-member.js';
import { SessionService } from './session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by `SessionGuard`. */
    member?: CurrentMember;
  }
}

/** Member calls: a live session of this shop (runs after the global AgentGuard). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.member = await this.sessions.authenticate(
      request.headers.authorization,
      request.agentId ?? '',
    );
    return true;
  }
}

/** Admin calls: a signed-in member whose role is admin, else 403. */
@Injectable()
export class AdminGuard extends SessionGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.member?.role !== 'admin') throw new AppError(ErrorCode.NoAccess);
    return true;
  }
}

/** The signed-in member of a route behind `SessionGuard` or `AdminGuard`. */
export const Member = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CurrentMember => {
    const member = context.switchToHttp().getRequest<FastifyRequest>().member;
    if (!member) throw new Error('@Member() used on a route without SessionGuard');
    return member;
  },
);
