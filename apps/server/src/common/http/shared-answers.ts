import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { keepNewest } from '../memory/keep-newest.js';
import { resolveLocale } from './locale.js';
import { AddRouteConfig, addRouteHook } from './route-config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `@SharedAnswer()`. */
    sharedAnswer?: boolean;
  }
  interface FastifyRequest {
    /** The question of a `@SharedAnswer()` route whose answer is not kept yet. */
    sharedAnswerKey?: string;
    /** Answered from memory, without the handler (the request log says so). */
    answeredFromMemory?: boolean;
  }
}

/**
 * For public reads whose answer depends on nothing but the shop (`agentId` header), the language
 * and the request itself, never on who asks: the same question asked again within
 * `PUBLIC_ANSWER_CACHE_MS` gets the first answer's bytes, without guards, validation, handler or
 * database. During a sale everyone asks the same few questions (numbers ending in their lucky two
 * digits, the hot numbers), so most of them are answered from memory.
 *
 * The price is staleness, bounded by that time and per server process: a number sold meanwhile
 * still shows. That is safe because nothing is decided on a listing: the cart re-checks stock
 * (`checkProduct`) and checkout claims sheets in the database.
 */
export const SharedAnswer = () => AddRouteConfig({ sharedAnswer: true });
// (A `@PublicRead()` GET passes `{ sharedAnswer: true }` to it instead: one route config each.)

// Far more than the questions a sale actually asks (100 last-2 endings times a few pages and
// languages); answers are a few kilobytes, so this bounds memory at a few megabytes.
const MAX_KEPT = 2000;

interface KeptAnswer {
  payload: string;
  contentType: string;
  keptUntil: number;
}

/** Only successes are kept; errors (any status but 200) always go through the pipeline. */
export function shareAnswers(fastify: FastifyInstance, keepMs: number): void {
  if (keepMs <= 0) return;
  const kept = new Map<string, KeptAnswer>();

  // preHandler: the body is parsed (part of the question) and no guard or handler has run.
  const shared = (config: FastifyContextConfig) => config.sharedAnswer === true;
  addRouteHook(fastify, shared, 'preHandler', async (request, reply) => {
    const key = questionOf(request);
    const answer = kept.get(key);
    if (answer && answer.keptUntil > performance.now()) {
      request.answeredFromMemory = true;
      return reply.type(answer.contentType).send(answer.payload);
    }
    request.sharedAnswerKey = key;
  });

  // Compression's onSend is added to each route after this one, so runs after it: what is kept
  // is the JSON text, compressed for each client as it asks.
  addRouteHook(fastify, shared, 'onSend', async (request, reply, payload) => {
    const key = request.sharedAnswerKey;
    if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return;
    const answer = {
      payload,
      contentType: String(reply.getHeader('content-type')),
      keptUntil: performance.now() + keepMs,
    };
    keepNewest(kept, key, answer, MAX_KEPT);
  });
}

/** Everything a shared answer depends on. */
function questionOf(request: FastifyRequest): string {
  const shop = request.headers.agentid ?? '';
  const body = JSON.stringify(request.body ?? null);
  return `${request.method} ${request.url}\n${String(shop)}\n${resolveLocale(request.headers)}\n${body}`;
}
