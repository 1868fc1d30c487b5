import { ErrorCode, errorStatus } from '@lottery/contracts';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors/envelope.js';
import { resolveLocale } from './locale.js';

// NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their other half (not text).
const badCharacter =
  // eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (a.b.0) of the first string or key holding a bad character, or undefined. */
export function badCharacterAt(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (badCharacter.test(item)) return path || 'body';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (badCharacter.test(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses, before any handler runs, a request whose body, query or path holds a NUL or a lone
 * surrogate in any string: 5031, naming the field. One check for every route.
 */
export function refuseBadCharacters(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const at =
      badCharacterAt(request.body) ??
      badCharacterAt(request.query) ??
      badCharacterAt(request.params) ??
      (badCharacter.test(safeDecode(request.url)) ? 'url' : undefined);
    if (at === undefined) return;
    const code = ErrorCode.InvalidCharacters;
    return reply
      .status(errorStatus(code))
      .header('cache-control', 'no-store')
      .send(
        errorEnvelope(code, resolveLocale(request.headers), request.id, { [at]: String(code) }),
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
