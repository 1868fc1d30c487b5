import { randomBytes } from 'node:crypto';

/** A new session id: 144 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/** What a session token (a JWT, HS256) says: member, session row, issued and expiry times. */
export interface SessionClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

/** The token of an Authorization header: raw or `Bearer <token>`. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

export function isSessionClaims(value: unknown): value is SessionClaims {
  const claims = value as Partial<SessionClaims> | null;
  return (
    typeof claims?.sub === 'string' &&
    /^\d{1,19}$/.test(claims.sub) &&
    typeof claims.sid === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}
