import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  ErrorCode,
  errorMessage,
  errorStatus,
  isErrorCode,
  locales,
  successMessage,
  type CatalogueEntry,
  type HttpStatus,
} from './index.js';

const allowedStatuses: readonly HttpStatus[] = [400, 401, 403, 404, 409, 413, 429, 431, 500, 503];
const KHMER = /[\u1780-\u17FF]/;
const THAI = /[\u0E00-\u0E7F]/;

const entries = Object.entries(ErrorCode) as [keyof typeof ErrorCode, ErrorCode][];

describe('ErrorCode', () => {
  it('has unique, non-zero, whole codes', () => {
    const codes = entries.map(([, code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(Number.isSafeInteger(code)).toBe(true);
      expect(code).toBeGreaterThan(0);
    }
  });

  it('keeps the codes the API already answers', () => {
    expect(ErrorCode.AgentNotFound).toBe(301);
    expect(ErrorCode.BadRequest).toBe(400);
    expect(ErrorCode.Unauthorized).toBe(401);
    expect(ErrorCode.RouteNotFound).toBe(404);
    expect(ErrorCode.PayloadTooLarge).toBe(413);
    expect(ErrorCode.TooManyRequests).toBe(429);
    expect(ErrorCode.SystemError).toBe(500);
    expect(ErrorCode.ServiceUnavailable).toBe(503);
  });

  it('has exactly one catalogue entry per code', () => {
    const catalogued = Object.keys(errorCatalogue)
      .map(Number)
      .sort((a, b) => a - b);
    const codes = entries.map(([, code]) => code).sort((a, b) => a - b);
    expect(catalogued).toEqual(codes);
  });
});

describe('errorCatalogue', () => {
  it.each(entries)('%s has an allowed status and a message in every language', (_name, code) => {
    const entry: CatalogueEntry = errorCatalogue[code];
    expect(allowedStatuses).toContain(entry.status);
    for (const locale of locales) {
      const message = entry[locale];
      expect(typeof message).toBe('string');
      expect(message.trim()).not.toBe('');
      expect(message).toBe(message.trim());
      expect(message).not.toMatch(/TODO/i);
    }
    expect(entry.km).toMatch(KHMER);
    expect(entry.km).not.toMatch(THAI);
    expect(entry.th).toMatch(THAI);
    expect(entry.th).not.toMatch(KHMER);
    expect(entry.en).not.toMatch(KHMER);
    expect(entry.en).not.toMatch(THAI);
  });

  it('maps the HTTP-like codes to their own status', () => {
    expect(errorStatus(ErrorCode.BadRequest)).toBe(400);
    expect(errorStatus(ErrorCode.Unauthorized)).toBe(401);
    expect(errorStatus(ErrorCode.NoAccess)).toBe(403);
    expect(errorStatus(ErrorCode.RouteNotFound)).toBe(404);
    expect(errorStatus(ErrorCode.PayloadTooLarge)).toBe(413);
    expect(errorStatus(ErrorCode.TooManyRequests)).toBe(429);
    expect(errorStatus(ErrorCode.SystemError)).toBe(500);
    expect(errorStatus(ErrorCode.ServiceUnavailable)).toBe(503);
    expect(errorStatus(ErrorCode.IdempotencyKeyReused)).toBe(409);
  });
});

describe('errorMessage', () => {
  it('picks the language asked for', () => {
    const entry = errorCatalogue[ErrorCode.RouteNotFound];
    expect(errorMessage(ErrorCode.RouteNotFound, 'en')).toBe('Not found');
    expect(errorMessage(ErrorCode.RouteNotFound, 'km')).toBe(entry.km);
    expect(errorMessage(ErrorCode.RouteNotFound, 'th')).toBe(entry.th);
    expect(errorMessage(ErrorCode.AgentNotFound, 'en')).toBe('Agent ID not found');
  });

  it('defaults to Khmer', () => {
    expect(errorMessage(ErrorCode.SystemError)).toBe(errorCatalogue[ErrorCode.SystemError].km);
    expect(errorMessage(ErrorCode.SystemError)).toMatch(KHMER);
  });

  it('has a success text in every language', () => {
    expect(successMessage.en).toBe('Success');
    expect(successMessage.km).toMatch(KHMER);
    expect(successMessage.th).toMatch(THAI);
  });
});

describe('isErrorCode', () => {
  it.each(entries)('accepts %s', (_name, code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each([0, -1, 1, 200, 405, 502.5, 301.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %d',
    (value) => {
      expect(isErrorCode(value)).toBe(false);
    },
  );
});

/*
 * Compile-time checks, enforced by `pnpm --filter @lottery/contracts lint` (tsc --noEmit over src,
 * tests included): each `@ts-expect-error` fails the build when the line below it compiles.
 */
describe('catalogue types', () => {
  it('rejects an entry missing a language or with an unknown status', () => {
    // @ts-expect-error an entry without Thai does not compile
    const noThai: CatalogueEntry = { status: 400, km: 'សំណើមិនត្រឹមត្រូវ', en: 'Bad request' };
    const badStatus: CatalogueEntry = {
      // @ts-expect-error 418 is not one of the statuses the API answers
      status: 418,
      km: 'ក',
      th: 'ก',
      en: 'a',
    };
    expect(noThai.th).toBeUndefined();
    expect(badStatus.status).toBe(418);
  });

  it('rejects a catalogue with an entry missing a language', () => {
    const catalogue = {
      ...errorCatalogue,
      // @ts-expect-error the entry for 301 has no Thai message
      [ErrorCode.AgentNotFound]: { status: 400, km: 'ក', en: 'Agent ID not found' },
    } satisfies Record<ErrorCode, CatalogueEntry>;
    expect(catalogue[ErrorCode.AgentNotFound].en).toBe('Agent ID not found');
  });

  it('rejects a catalogue missing a code', () => {
    const { [ErrorCode.AgentNotFound]: dropped, ...rest } = errorCatalogue;
    // @ts-expect-error code 301 is missing
    const catalogue: Record<ErrorCode, CatalogueEntry> = rest;
    expect(dropped.status).toBe(400);
    expect(Object.hasOwn(catalogue, ErrorCode.AgentNotFound)).toBe(false);
  });
});
