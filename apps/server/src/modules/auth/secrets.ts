import { createHmac, randomBytes } from 'node:crypto';

/** For single-use secrets stored by hash (OTP codes, verify and reset tokens). */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}
