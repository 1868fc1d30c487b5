import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AppError } from '../errors/app-error.js';
import { SKIP_AGENT } from './agent.decorator.js';
import { AgentRepository } from './agent.repository.js';

// Shops are almost never added or removed; a short-lived cache of known ids saves a query on
// every request. Only known ids are cached, so a new shop works at once.
const CACHE_TTL_MS = 60_000;
const CACHE_MAX = 1000;

/** Resolves the `agentId` header: missing means the default shop, unknown is code 301. */
@Injectable()
export class AgentGuard implements CanActivate {
  private readonly known = new Map<string, number>();
  /**
   * Whether each handler skips the guard. Decorators are settled when the class is defined, and
   * the metadata lookup on every request showed in a checkout's profile. By class, then handler:
   * a handler a controller inherits is shared with its parent.
   */
  private readonly skipByRoute = new WeakMap<object, WeakMap<object, boolean>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
    private readonly agents: AgentRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.skips(context.getHandler(), context.getClass())) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers.agentid;
    const agentId = (typeof header === 'string' && header.trim()) || this.config.defaultAgentId;
    if (!(await this.isKnown(agentId))) throw new AppError(ErrorCode.AgentNotFound);
    request.agentId = agentId;
    return true;
  }

  private skips(handler: object, controller: object): boolean {
    let byHandler = this.skipByRoute.get(controller);
    if (!byHandler) this.skipByRoute.set(controller, (byHandler = new WeakMap()));
    let skip = byHandler.get(handler);
    if (skip === undefined) {
      skip =
        this.reflector.getAllAndOverride<boolean>(SKIP_AGENT, [
          handler as () => void,
          controller as new () => object,
        ]) === true;
      byHandler.set(handler, skip);
    }
    return skip;
  }

  private async isKnown(agentId: string): Promise<boolean> {
    const expires = this.known.get(agentId);
    if (expires !== undefined && expires > Date.now()) return true;
    if (!(await this.agents.exists(this.dataSource.manager, agentId))) return false;
    if (this.known.size >= CACHE_MAX) this.known.clear();
    this.known.set(agentId, Date.now() + CACHE_TTL_MS);
    return true;
  }
}
