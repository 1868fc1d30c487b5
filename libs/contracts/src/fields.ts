/**
 * The spec's field rules (section 5) as valibot schemas for the PWA's forms, built from the rule
 * data in ./rules.ts (the server builds its class-validator decorators from the same data). Each
 * failure's message is the catalogue code (as a string) that names the problem, so the PWA shows
 * `error.<code>` in the reader's language.
 */
import { ErrorCode } from './errors.js';
import { rules } from './rules.js';
import { textSchema } from './rule-schemas.js';

/** Phone: digits only, 9 or 10 of them. */
export const phoneSchema = textSchema(rules.phone);

/** Password: at least 6, letters and digits only, with at least one of each. */
export const passwordSchema = textSchema(rules.password);

/** Person's name: required, at most 100 characters. */
export const nameSchema = textSchema(rules.name);

/** One-time code sent by SMS: six digits. */
export const otpSchema = textSchema(rules.otp);

/** Bank account number: digits, optionally grouped by spaces or dashes, 6 to 20 digits. */
export const accountNumberSchema = textSchema(rules.accountNumber);

/** Identity document of a friend a ticket is bought for (checkout). */
export const idCardSchema = textSchema(rules.idCard);
export const passportSchema = textSchema(rules.passport);

/** The catalogue code a failed field check stands for (see the module comment). */
export function issueCode(message: string): ErrorCode | undefined {
  const value = Number(message);
  return Object.values(ErrorCode).includes(value as ErrorCode) ? (value as ErrorCode) : undefined;
}
