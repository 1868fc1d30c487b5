import * as v from 'valibot';
import { ErrorCode, issueCode } from '@lottery/contracts';
import type { IntlShape } from 'react-intl';
import { ApiError } from './api-error';

/** Field name → catalogue code of what is wrong with it. */
export type FieldErrors = Record<string, number>;

type StringSchema = v.GenericSchema<unknown, string>;

/** The catalogue code a shared field rule names for this value, or undefined when it is valid. */
export function checkField(schema: StringSchema, value: string): number | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return undefined;
  return issueCode(result.issues[0].message) ?? ErrorCode.InvalidFormat;
}

/** Checks several fields at once: `{name: [schema, value]}` → the errors (empty when all pass). */
export function checkFields(rules: Record<string, [StringSchema, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, [schema, value]] of Object.entries(rules)) {
    const code = checkField(schema, value);
    if (code !== undefined) errors[field] = code;
  }
  return errors;
}

/** The field errors a refused request names (`result.fields`), keeping catalogue codes only. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(error.fields)) {
    const code = issueCode(value);
    if (code !== undefined) errors[field] = code;
  }
  return errors;
}

/** The catalogue code of any failure (a thrown non-API error counts as a generic error). */
export function errorCodeOf(error: unknown): number {
  return error instanceof ApiError ? error.code : ErrorCode.GenericError;
}

/** Text for a catalogue code in the reader's language (`error.<code>`), or the generic error. */
export function codeText(intl: IntlShape, code: number): string {
  const id = `error.${code}`;
  return intl.formatMessage({ id: id in intl.messages ? id : `error.${ErrorCode.GenericError}` });
}

/**
 * Only digits, at most `max` of them: what a digit box keeps of what was typed or pasted (the spec
 * blocks "-" and "e" in the phone field).
 */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
