import { ErrorCode, errorStatus } from '@lottery/contracts';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors/envelope.js';
import { resolveLocale } from './locale.js';

// NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their other half (not text).
const badCharacter =
  // eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Deeper than any request of the API (a checkout line, a draw's results: 3 levels). The DTO
 * transformer recurses once per level, so a body a few thousand levels deep (well within the
 * body limit) would overflow the stack: a 500 instead of a 400.
 */
export const MAX_DEPTH = 16;

/**
 * The shape of a body is bounded before validation, whose cost grows with every key (95,000 keys
 * in a 902 KB body took 18 s of one process). The largest real requests: a checkout of 200 lines
 * (about 1,000 keys and items), a draw's results (about 200 numbers), 200 product ids; a request
 * object has at most a few dozen fields. Each bound is several times that.
 */
export const MAX_KEYS_PER_OBJECT = 256;
export const MAX_ARRAY_LENGTH = 1_000;
/** Object keys and array items of the whole body together. */
export const MAX_TOTAL_ENTRIES = 10_000;

export interface BadInput {
  /** The field (a.b.0), or 'body' / 'url'. */
  at: string;
  code: ErrorCode;
}

/**
 * The first string or key holding a bad character, or the first level too deep, object too
 * wide, list too long or body with too many entries in all (a 400 naming where), or undefined.
 */
export function badInputAt(value: unknown): BadInput | undefined {
  // Iterative, so the check itself cannot overflow on the bodies it refuses.
  const stack: Array<[unknown, string, number]> = [[value, '', 0]];
  let entries = 0;
  while (stack.length > 0) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (badCharacter.test(item)) return { at: path || 'body', code: ErrorCode.InvalidCharacters };
    } else if (item !== null && typeof item === 'object') {
      const tooBig = { at: path || 'body', code: ErrorCode.BadRequest };
      if (depth >= MAX_DEPTH) return tooBig;
      const size = Array.isArray(item) ? item.length : Object.keys(item).length;
      if (size > (Array.isArray(item) ? MAX_ARRAY_LENGTH : MAX_KEYS_PER_OBJECT)) return tooBig;
      entries += size;
      if (entries > MAX_TOTAL_ENTRIES) return tooBig;
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (badCharacter.test(key)) return { at: childPath, code: ErrorCode.InvalidCharacters };
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses, before any handler runs, a request whose body, query or path holds a NUL or a lone
 * surrogate in any string (5031), or whose body is nested deeper than MAX_DEPTH or larger in
 * shape than the bounds above (400), naming the field. One check for every route.
 */
export function refuseBadInput(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const found =
      badInputAt(request.body) ??
      badInputAt(request.query) ??
      badInputAt(request.params) ??
      (badCharacter.test(safeDecode(request.url))
        ? { at: 'url', code: ErrorCode.InvalidCharacters }
        : undefined);
    if (found === undefined) return;
    return reply
      .status(errorStatus(found.code))
      .header('cache-control', 'no-store')
      .send(
        errorEnvelope(found.code, resolveLocale(request.headers), request.id, {
          [found.at]: String(found.code),
        }),
      );
  });
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
