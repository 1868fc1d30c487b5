import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop this request is for, set by `AgentGuard`. */
    agentId?: string;
  }
}

/** The resolved shop id of the request (see `AgentGuard`). */
export const Agent = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const agentId = context.switchToHttp().getRequest<FastifyRequest>().agentId;
  if (!agentId) throw new Error('@Agent() used on a route that skips AgentGuard');
  return agentId;
});

export const SKIP_AGENT = 'skipAgent';

/** For routes that must not touch the database, such as the health probes. */
export const SkipAgent = () => SetMetadata(SKIP_AGENT, true);
