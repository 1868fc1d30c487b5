import { readFileSync } from 'node:fs';

/** The Khmer texts the app shows, so that a test finds what a person reads, not a test id. */
export const km: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../src/messages/km.json', import.meta.url), 'utf8'),
);
