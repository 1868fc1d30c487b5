import type { ErrorCode } from '@lottery/contracts';

/**
 * A failure the client can branch on: a catalogue code (its HTTP status and messages come from
 * the catalogue) and, for a rejected request body, which fields are wrong.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(`AppError ${code}`);
  }
}
