import { ErrorCode } from '@lottery/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import {
  MAX_ARRAY_LENGTH,
  MAX_DEPTH,
  MAX_KEYS_PER_OBJECT,
  MAX_TOTAL_ENTRIES,
} from './refuse-bad-input.js';

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Why a JSON text is too large in shape (nesting, keys of one object, items of one list, or
 * entries in all: the bounds of refuse-bad-input.ts), or undefined. Read in one pass over the
 * characters, before JSON.parse: parsing alone takes 40-60 ms for 95,000 keys on a loaded core,
 * while this scan is a few ms. Not a JSON checker: a text it lets through may still not parse.
 */
export function jsonShapeProblem(text: string): string | undefined {
  // Per open container: whether it is an object, its commas so far, and whether it holds anything.
  const isObject: boolean[] = [];
  const commas: number[] = [];
  const holds: boolean[] = [];
  let depth = 0;
  let entries = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    switch (char) {
      case QUOTE:
        holds[depth] = true;
        index = closingQuote(text, index);
        break;
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        holds[depth] = true;
        depth += 1;
        if (depth > MAX_DEPTH) return 'nested too deep';
        isObject[depth] = char === OPEN_OBJECT;
        commas[depth] = 0;
        holds[depth] = false;
        break;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        if (depth === 0) return undefined; // not JSON: JSON.parse says so
        if (holds[depth]) entries += 1;
        depth -= 1;
        break;
      case COMMA: {
        if (depth === 0) return undefined;
        const count = (commas[depth] = commas[depth]! + 1) + 1;
        entries += 1;
        if (count > (isObject[depth] ? MAX_KEYS_PER_OBJECT : MAX_ARRAY_LENGTH)) {
          return isObject[depth] ? 'too many keys in one object' : 'too many items in one list';
        }
        break;
      }
      case 0x20:
      case 0x09:
      case 0x0a:
      case 0x0d:
      case 0x3a: // :
        break;
      default:
        holds[depth] = true;
    }
    if (entries > MAX_TOTAL_ENTRIES) return 'too many entries';
  }
  return undefined;
}

/** The index of the quote that closes the string opened at `open` (or the text's end). */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
}

/**
 * JSON bodies are checked for their shape before they are parsed: a body within the size limit
 * but of 95,000 keys is a 400 in a few ms, not seconds of one process's time for everyone
 * (parsing, then validation growing with each key). Other bodies (forms) are bounded after
 * parsing, by refuseBadInput.
 */
export function boundBodies(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    const text = body.toString('utf8');
    const problem = jsonShapeProblem(text);
    if (problem) {
      request.log.info({ problem, bytes: body.length }, 'JSON body refused for its shape');
      done(new AppError(ErrorCode.BadRequest, { body: String(ErrorCode.BadRequest) }), undefined);
      return;
    }
    parseJson(request as FastifyRequest, text, done);
  });
}
