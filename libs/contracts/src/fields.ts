/**
 * The spec's field rules (section 5), written once: the PWA's forms and the server's request
 * checks both use these schemas. Each failure's message is the catalogue code (as a string) that
 * names the problem, so the server answers with that code and the PWA shows `error.<code>` in the
 * reader's language.
 */
import * as v from 'valibot';
import { ErrorCode } from './errors.js';

const code = (value: ErrorCode) => String(value);

/** Trimmed text that must be present: an empty or blank string counts as missing. */
const required = (missing: ErrorCode) =>
  v.pipe(v.string(code(missing)), v.trim(), v.nonEmpty(code(missing)));

/** Phone: digits only, at most 10; valid when longer than 8 (9 or 10 digits). */
export const phoneSchema = v.pipe(
  required(ErrorCode.MissingTel),
  v.regex(/^\d{9,10}$/, code(ErrorCode.InvalidTel)),
);

/** Password: at least 6, letters and digits only, with at least one of each. */
export const passwordSchema = v.pipe(
  required(ErrorCode.MissingPassword),
  v.regex(/^[A-Za-z\d]+$/, code(ErrorCode.SpecialCharacters)),
  v.regex(/^(?=.*[A-Za-z])(?=.*\d).{6,64}$/, code(ErrorCode.InvalidPassword)),
);

/** Person's name: required, at most 100 characters. */
export const nameSchema = v.pipe(
  required(ErrorCode.MissingName),
  v.maxLength(100, code(ErrorCode.InvalidName)),
);

/** One-time code sent by SMS: six digits. */
export const otpSchema = v.pipe(
  required(ErrorCode.MissingOtp),
  v.regex(/^\d{6}$/, code(ErrorCode.OtpInvalid)),
);

/** Bank account number: digits, optionally grouped by spaces or dashes, 6 to 20 digits. */
export const accountNumberSchema = v.pipe(
  required(ErrorCode.InvalidAccountNumber),
  v.regex(/^\d[\d -]*\d$/, code(ErrorCode.InvalidAccountNumber)),
  v.transform((value) => value.replace(/[ -]/g, '')),
  v.check(
    (digits) => digits.length >= 6 && digits.length <= 20,
    code(ErrorCode.InvalidAccountNumber),
  ),
);

/** Identity document of a friend a ticket is bought for (checkout). */
export const idCardSchema = v.pipe(
  required(ErrorCode.MissingField),
  v.regex(/^\d{9}$/, code(ErrorCode.InvalidFormat)),
);
export const passportSchema = v.pipe(
  required(ErrorCode.MissingField),
  v.regex(/^[A-Za-z\d]{7,9}$/, code(ErrorCode.InvalidFormat)),
);

/** The catalogue code a failed field check stands for (see the module comment). */
export function issueCode(message: string): ErrorCode | undefined {
  const value = Number(message);
  return Object.values(ErrorCode).includes(value as ErrorCode) ? (value as ErrorCode) : undefined;
}
