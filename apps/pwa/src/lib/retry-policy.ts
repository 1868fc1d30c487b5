import { isHTTPError, type RetryOptions } from 'ky';

/**
 * How a money call (checkout, deposit, withdraw, and the admin's confirm, pay and reject) is
 * retried (issue 11). Safe only because every one carries an Idempotency-Key that stays the same
 * across the retries: when a commit's answer was lost, the retry replays that answer instead of
 * charging twice; when the server answered 503 it changed nothing, so the retry simply runs.
 */
export interface RetryPolicy {
  /** Retries after the first try. */
  retries: number;
  /** Wait before the first retry; each next one waits twice as long. */
  firstDelayMs: number;
  /** A server that asks for a longer wait (Retry-After) than this is not retried: try later. */
  maxRetryAfterMs: number;
}

/** Three retries after 0.5, 1 and 2 s (or when the server says, up to 10 s each). */
export const moneyRetryPolicy: RetryPolicy = {
  retries: 3,
  firstDelayMs: 500,
  maxRetryAfterMs: 10_000,
};

/** Answers that say the call may not have got through: the server or its gateway was busy. */
export const retryStatuses = [503, 504];

/** The wait before retry number `attempt` (1, 2, 3...) when the server named none. */
export const retryDelayMs = (policy: RetryPolicy, attempt: number) =>
  policy.firstDelayMs * 2 ** (attempt - 1);

/** Retry-After in milliseconds (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The policy as ky's retry options: POST retried after a 503 or 504, a timeout or no answer at
 * all (ky retries failed fetches), honouring Retry-After, never past `maxRetryAfterMs`.
 */
export function kyRetry(policy: RetryPolicy): RetryOptions {
  return {
    limit: policy.retries,
    methods: ['post'],
    statusCodes: retryStatuses,
    afterStatusCodes: retryStatuses,
    retryOnTimeout: true,
    delay: (attempt) => retryDelayMs(policy, attempt),
    shouldRetry: ({ error }) => {
      if (!isHTTPError(error)) return undefined;
      const wait = retryAfterMs(error.response.headers.get('Retry-After'));
      // Waiting longer than the member would is no help: stop, and say to try again later.
      return wait !== null && wait > policy.maxRetryAfterMs ? false : undefined;
    },
  };
}
