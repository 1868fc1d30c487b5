import { errorMessage, type ErrorCode, type ErrorEnvelope, type Locale } from '@lottery/contracts';

/** The error envelope, built in one place for Nest's filter and the raw Fastify/Node paths. */
export function errorEnvelope(
  code: ErrorCode,
  locale: Locale,
  requestId: string,
  fields?: Record<string, string>,
): ErrorEnvelope {
  return {
    code,
    msg: errorMessage(code, locale),
    result: { period: null, requestId, ...(fields ? { fields } : {}) },
  };
}
