import { randomBytes } from 'node:crypto';

// No 0/O or 1/I: a RefId is read aloud to support and typed into banking apps.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `D7K2...` for a deposit, `W...` for a withdrawal: 12 random characters, 60 bits. */
export function newRefId(prefix: 'D' | 'W'): string {
  const bytes = randomBytes(12);
  let id = prefix;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
