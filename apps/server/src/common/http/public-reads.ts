import { isLocale } from '@lottery/contracts';
import { createHash } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AddRouteConfig, addRouteHook } from './route-config.js';

/** How long shared caches (the browser, a CDN) may keep a public read, in seconds. */
export interface Freshness {
  /** Served without asking the server. */
  maxAge: number;
  /** Served stale while one request revalidates it in the background. */
  staleWhileRevalidate: number;
}

/** What changes when results are published or a draw opens: a CDN keeps it seconds. */
export const liveFreshness: Freshness = { maxAge: 5, staleWhileRevalidate: 30 };
/** What an admin changes rarely (the prize table, the shelves). */
export const slowFreshness: Freshness = { maxAge: 60, staleWhileRevalidate: 600 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `@PublicRead()`. */
    publicRead?: Freshness;
  }
}

/**
 * A public read as a cacheable GET (issue 31): the answer depends only on the URL, the shop
 * (`agentId` header) and the language, never on who asks, so a browser, the service worker or a
 * CDN may keep it for `freshness`. See `cachePublicReads`.
 */
export const PublicRead = (
  freshness: Freshness = liveFreshness,
  // More of the route's config at once (`{ sharedAnswer: true }`); `@SharedAnswer()` does the same.
  more: Omit<FastifyContextConfig, 'publicRead'> = {},
) => AddRouteConfig({ ...more, publicRead: freshness });

/**
 * For `@PublicRead()` routes:
 * - `?locale=km|th|en` in the URL decides the language (over the header, cookie and
 *   Accept-Language), so the URL alone is the cache key and a CDN needs no `Vary: Cookie`.
 *   Without it the answer says it varies by all three (a shared cache then keeps it per value).
 * - A success gets a weak `ETag` (a hash of the JSON text, so the same answer has the same tag on
 *   every server process), `Cache-Control: public, max-age, stale-while-revalidate`, and is a
 *   bodiless `304` when the request's `If-None-Match` names it.
 * - Errors keep `no-store` (the exception filter): "not published yet" must not outlive the
 *   publication.
 */
export function cachePublicReads(fastify: FastifyInstance): void {
  const publicRead = (config: FastifyContextConfig) => config.publicRead !== undefined;
  addRouteHook(fastify, publicRead, 'onRequest', async (request) => {
    const { locale } = request.query as { locale?: unknown };
    // The one place the language is read from (common/http/locale.ts) then sees it.
    if (isLocale(locale)) request.headers.locale = locale;
  });

  // Added to each route before compression's onSend, so runs before it: the tag is of the JSON
  // text, the same whichever encoding each client then gets (hence weak).
  addRouteHook(fastify, publicRead, 'onSend', async (request, reply, payload) => {
    const freshness = request.routeOptions.config.publicRead;
    if (!freshness || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    void reply
      .header('etag', etag)
      .header(
        'cache-control',
        `public, max-age=${freshness.maxAge}, stale-while-revalidate=${freshness.staleWhileRevalidate}`,
      )
      .header('vary', varyFor(request));
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    return notModified(reply);
  });
}

function varyFor(request: FastifyRequest): string {
  const { locale } = request.query as { locale?: unknown };
  return isLocale(locale) ? 'agentId' : 'agentId, locale, Cookie, Accept-Language';
}

/** `If-None-Match` compares weakly (RFC 9110 13.1.2): `*`, or any listed tag, W/ or not. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === opaque || tag === `W/${opaque}`);
}

function notModified(reply: FastifyReply): string {
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}
