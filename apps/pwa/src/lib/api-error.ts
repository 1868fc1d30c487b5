import { ErrorCode } from '@lottery/contracts';

/** A non-zero envelope `code` (or a failure to get an envelope at all), as a typed error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS). */
    readonly status: number,
    /** Field at fault → catalogue code as a string (or e.g. seconds for `resendIn`). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(`API error ${code}${msg ? `: ${msg}` : ''}`);
  }
}

/** Which failures end the session on this device (spec section 8). */
export function shouldClearSession(code: number, pathname: string): boolean {
  if (code === ErrorCode.SystemError || code === ErrorCode.SignedInElsewhere) return true;
  // The token is missing, expired or ended on the server: keeping it would fail every call.
  if (code === ErrorCode.Unauthorized) return true;
  // 502 keeps the session on the ticket and gift-claim pages, which guests open from links.
  if (code === ErrorCode.SystemUnavailable) return !/\/ticket|\/reward/.test(pathname);
  return false;
}

/**
 * The call did not get through: no answer at all (status 0: offline, a dropped connection, a
 * timeout) or a busy server or gateway (503, 504). For a money call this is after its retries.
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 503 || error.status === 504;
}

/**
 * Offline and nothing saved for this query (lib/query-persist.ts): the page is not on the phone yet,
 * which is what the member is told, not that the system is busy.
 */
export function isNotOnPhone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && !navigator.onLine;
}

/** What the member is told about a money call's connection: it took a retry, or never got through. */
export type ConnectionNote = 'recovered' | 'unreachable' | null;
