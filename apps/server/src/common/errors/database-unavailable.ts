/**
 * Tells "the database cannot answer right now" (overloaded, restarting, unreachable) from a bug.
 * Those are 503 with Retry-After: clients retry (money calls with the same Idempotency-Key), and
 * a commit whose answer was lost is then replayed, not repeated.
 */

// SQLSTATEs: query cancelled by statement_timeout, too many connections, server shutting down
// (admin or crash), starting up, and the whole "connection exception" class (08...). Also a
// deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the whole transaction
// back, so the same call sent again (a money call with its Idempotency-Key) runs afresh and is
// expected to succeed; that is "busy, try again", not a bug of the request.
const unavailableSqlStates = new Set([
  '57014',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '40P01',
  '40001',
]);
// Node's socket errors on the way to the database.
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// pg and pg-pool messages: pool wait timeout, a connection lost mid-query or mid-commit, a client
// left unusable by such an error.
const unavailableMessages = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /terminating connection/i,
  /connection (?:is )?(?:closed|not open)/i,
  /client has encountered a connection error and is not queryable/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
];

interface ErrorLike {
  message: string;
  code?: unknown;
}

// Duck-typed, not `instanceof Error`: socket errors may come from another realm (jest's VM).
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (isErrorLike(current) && chain.length < 5) {
    chain.push(current);
    const { driverError, cause } = current as { driverError?: unknown; cause?: unknown };
    current = driverError ?? cause;
  }
  return chain;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    const code = cause.code;
    if (typeof code === 'string') {
      if (unavailableSqlStates.has(code) || code.startsWith('08') || socketErrors.has(code)) {
        return true;
      }
    }
    return unavailableMessages.some((pattern) => pattern.test(cause.message));
  });
}

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 2;
