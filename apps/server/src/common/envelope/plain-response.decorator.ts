import { AddRouteConfig } from '../http/route-config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `@PlainResponse()`: the handler's answer goes out without the envelope. */
    plainResponse?: boolean;
  }
}

/**
 * The handler's answer is sent as is, without the envelope (e.g. /healthz for probes). Kept in
 * the route's Fastify config, where the envelope (envelope-adapter.ts) finds it on the reply.
 */
export const PlainResponse = () => AddRouteConfig({ plainResponse: true });
