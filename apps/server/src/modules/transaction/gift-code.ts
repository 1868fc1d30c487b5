import { randomBytes } from 'node:crypto';

/** A new gift code: 128 random bits, base64url (22 characters); the link is the permission. */
export function newGiftCode(): string {
  return randomBytes(16).toString('base64url');
}
