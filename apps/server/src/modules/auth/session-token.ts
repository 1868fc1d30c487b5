import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session id: 144 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

function signature(sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`session:${sessionId}`).digest('base64url');
}

/** `<session id>.<HMAC of it>`: the server can tell a forged token without a query. */
export function signSessionToken(sessionId: string, secret: string): string {
  return `${sessionId}.${signature(sessionId, secret)}`;
}

/** The session id of a well-signed token, else undefined. Accepts `Bearer <token>`. */
export function readSessionToken(header: unknown, secret: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  const [sessionId, given, ...rest] = token.split('.');
  if (!sessionId || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(sessionId, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected)
    ? sessionId
    : undefined;
}

/** For single-use secrets stored by hash (OTP codes, verify and reset tokens). */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}
