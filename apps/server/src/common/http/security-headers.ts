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

/**
 * Browsers that saw it over https use https only for the next year. Never sent over plain http
 * (where a browser ignores it and it would only mislead): without includeSubDomains or preload,
 * which are the domain owner's decision, not the shop's.
 */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * The headers every response carries, whoever answers it; HSTS when the request came over https
 * (Fastify's `request.protocol`: the socket's TLS, or X-Forwarded-Proto when TRUST_PROXY is on).
 */
export function securityHeaders(requestId: string, https = false): Record<string, string> {
  return {
    ...(https && { 'strict-transport-security': strictTransportSecurity }),
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
    reply.headers(securityHeaders(request.id, request.protocol === 'https'));
  });
}
