/**
 * valibot schemas built from the field rules of ./rules.ts (the PWA's forms and the server's
 * remaining valibot checks). A failure's message is its catalogue code as a string.
 */
import * as v from 'valibot';
import {
  amountCents,
  bigintId,
  instantOf,
  isCalendarDate,
  type AmountRule,
  type DateRule,
  type IdListRule,
  type IdRule,
  type InstantRule,
  type IntRule,
  type TextRule,
} from './rules.js';
import type { ErrorCode } from './errors.js';

const code = (value: ErrorCode) => String(value);

/** Absent or null is `missing`; then the value must be of the schema's type (else `invalid`). */
const present = (missing: ErrorCode) =>
  v.check<unknown, string>((value) => value !== undefined && value !== null, code(missing));

export function textSchema(rule: TextRule) {
  const { strip, numbers } = rule;
  return v.pipe(
    v.unknown(),
    v.transform((value) => (numbers && typeof value === 'number' ? String(value) : value)),
    filledText(rule),
    v.maxLength(rule.max, code(rule.invalid)),
    v.transform((value) => (strip ? value.replace(strip, '') : value)),
    // The checks in order: the first that fails names the code.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const failed = rule.checks.find(({ pattern }) => !pattern.test(dataset.value));
      if (failed) addIssue({ message: code(failed.code) });
    }),
  );
}

/** A whole number within the rule's range; optional with its default when it has one. */
export function intSchema(rule: IntRule) {
  const schema = v.pipe(
    v.unknown(),
    present(rule.missing),
    v.number(code(rule.invalid)),
    v.integer(code(rule.invalid)),
    v.minValue(rule.min, code(rule.invalid)),
    v.maxValue(rule.max, code(rule.invalid)),
  );
  return rule.default === undefined ? schema : v.optional(schema, rule.default);
}

/** A database id as a decimal string (numbers accepted), within PostgreSQL's bigint. */
export function idSchemaOf(rule: IdRule) {
  return v.pipe(
    v.unknown(),
    present(rule.missing),
    v.transform((value) => bigintId(value) ?? ''),
    v.nonEmpty(code(rule.invalid)),
  );
}

/** Trimmed text that is there: absent, null or blank is `missing`, another type `invalid`. */
const filledText = (rule: { missing: ErrorCode; invalid: ErrorCode }) =>
  v.pipe(
    v.unknown(),
    present(rule.missing),
    v.string(code(rule.invalid)),
    v.trim(),
    v.nonEmpty(code(rule.missing)),
  );

export function dateSchemaOf(rule: DateRule) {
  return v.pipe(filledText(rule), v.check(isCalendarDate, code(rule.invalid)));
}

/** The amount as its wire string, trimmed ("3.50"); `amountCents` turns it into cents. */
export function amountSchemaOf(rule: AmountRule) {
  return v.pipe(
    filledText(rule),
    v.check((value) => amountCents(rule, value) !== undefined, code(rule.invalid)),
  );
}

/** A time as its ISO instant (Bangkok time when the text has no offset). */
export function instantSchemaOf(rule: InstantRule) {
  return v.pipe(
    filledText(rule),
    v.check((value) => instantOf(value) !== undefined, code(rule.invalid)),
    v.transform((value) => instantOf(value)!),
  );
}

/** A non-empty list of ids, at most `max` of them. */
export function idListSchemaOf(rule: IdListRule) {
  return v.pipe(
    v.array(
      idSchemaOf({ kind: 'id', missing: rule.invalid, invalid: rule.invalid }),
      code(rule.missing),
    ),
    v.nonEmpty(code(rule.missing)),
    v.maxLength(rule.max, code(rule.tooMany)),
  );
}
