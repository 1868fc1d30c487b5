import type { FastifyInstance } from 'fastify';

// The PWA is built to work under this policy: no inline scripts, no external hosts.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The headers every response carries, whoever answers it. */
export function securityHeaders(requestId: string): Record<string, string> {
  return {
    'x-request-id': requestId,
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

/**
 * Security headers and the request id on every response; `no-store` by default because almost
 * everything is API (the static file handler sets its own caching).
 */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(request.id));
  });
}
