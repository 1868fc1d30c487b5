import { successMessage, type SuccessEnvelope } from '@lottery/contracts';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { resolveLocale } from '../http/locale.js';

/** A handler's plain data in the success envelope, in the caller's language. */
export function successEnvelope(
  period: unknown,
  headers: FastifyReply['request']['headers'],
): SuccessEnvelope<unknown> {
  return {
    code: 0,
    msg: successMessage[resolveLocale(headers)],
    result: { period: period ?? null },
  };
}

/**
 * The Fastify adapter that wraps every handler's answer in the success envelope, so handlers
 * never do; `@PlainResponse()` routes answer as they are. Nest hands the adapter a handler's
 * settled result (`reply`) only on success: errors go through EnvelopeExceptionFilter.
 *
 * Done here rather than in a global Nest interceptor: with any interceptor on a route, Nest runs
 * each request through an rxjs pipeline (defer, mergeAll, a ReplaySubject, takeUntil on the
 * client's disconnect) and async-hooks scopes, which was a tenth of the server's own JavaScript
 * time per checkout (docs/performance.md, "The server's CPU per request"). Without interceptors
 * Nest awaits the handler directly.
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  override reply(
    response: Parameters<FastifyAdapter['reply']>[0],
    body: unknown,
    statusCode?: number,
  ): FastifyReply {
    // A raw Node response (never ours) has no route: sent as it is.
    const request = 'request' in response ? response.request : undefined;
    const wrapped =
      request && !request.routeOptions.config.plainResponse
        ? successEnvelope(body, request.headers)
        : body;
    return super.reply(response, wrapped, statusCode);
  }
}
