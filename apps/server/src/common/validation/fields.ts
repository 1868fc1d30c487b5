/**
 * class-validator decorators built from the field rules of `@lottery/contracts` (the same data
 * the PWA's valibot schemas are built from), with their OpenAPI description. A DTO field is one
 * line: `@TextField(rules.phone) Tel!: string`.
 *
 * Each rule becomes a short chain of checks run in order, stopping at the first failure; each
 * check carries its catalogue code in `context.code`, which the global pipe (./validation.pipe.ts)
 * turns into the envelope's code. Absent or null is the rule's `missing` code, a wrong JSON type
 * its `invalid` code.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  amountCents,
  bigintId,
  instantOf,
  isCalendarDate,
  type AmountRule,
  type DateRule,
  type ErrorCode,
  type IdListRule,
  type IdRule,
  type InstantRule,
  type IntRule,
  type TextRule,
} from '@lottery/contracts';
import { Expose, Transform, Type } from 'class-transformer';
import { Allow, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';

export interface FieldOptions {
  /**
   * `true`: the field may be absent (or null). `'or-empty'`: an empty string counts as absent
   * too and is kept as '' (profile fields where '' clears the value).
   */
  optional?: boolean | 'or-empty';
  description?: string;
  example?: unknown;
}

/** One check with its catalogue code; `name` keeps the failures apart in the error list. */
function check(name: string, test: (value: unknown) => boolean, code: ErrorCode) {
  return ValidateBy(
    { name, validator: { validate: (value: unknown) => test(value) } },
    { context: { code }, message: String(code) },
  );
}

const present = (value: unknown) => value !== undefined && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

/** Absent fields skip every check when optional; otherwise the first check answers `missing`. */
function presence(options: FieldOptions, missing: ErrorCode) {
  if (!options.optional) return check('present', present, missing);
  const orEmpty = options.optional === 'or-empty';
  return ValidateIf(
    (_object: object, value: unknown) => present(value) && !(orEmpty && value === ''),
  );
}

/** The field's own description and example win over the rule's. */
function openApi(options: FieldOptions, schema: ApiPropertyOptions) {
  return ApiProperty({
    required: !options.optional,
    ...schema,
    ...(options.description ? { description: options.description } : {}),
    ...(options.example !== undefined ? { example: options.example } : {}),
  } as ApiPropertyOptions);
}

/** Text: trimmed, `missing` when blank, at most `max` characters, then each pattern in order. */
export function TextField(rule: TextRule, options: FieldOptions = {}) {
  const { strip, numbers } = rule;
  return applyDecorators(
    openApi(options, {
      type: String,
      maxLength: rule.max,
      ...(rule.checks[0] ? { pattern: rule.checks[0].pattern.source } : {}),
      ...(rule.example ? { example: rule.example } : {}),
    }),
    Transform(({ value }: { value: unknown }) => {
      if (numbers && typeof value === 'number') return String(value);
      if (!isText(value)) return value;
      const trimmed = value.trim();
      return strip ? trimmed.replace(strip, '') : trimmed;
    }),
    presence(options, rule.missing),
    check('text', isText, rule.invalid),
    check('notBlank', (value) => value !== '', rule.missing),
    check('maxLength', (value) => isText(value) && value.length <= rule.max, rule.invalid),
    ...rule.checks.map(({ pattern, code }, index) =>
      check(`pattern${index}`, (value) => isText(value) && pattern.test(value), code),
    ),
  );
}

/** A whole JSON number within the rule's range; absent takes the rule's default. */
export function IntField(rule: IntRule, options: FieldOptions = {}) {
  const optional = options.optional ?? rule.default !== undefined;
  return applyDecorators(
    openApi(
      { ...options, optional },
      {
        type: 'integer',
        minimum: rule.min,
        maximum: rule.max,
        ...(rule.default !== undefined ? { default: rule.default } : {}),
        ...(rule.example !== undefined ? { example: rule.example } : {}),
      },
    ),
    // Exposed, so the transform runs for an absent key too and fills in the default.
    Expose(),
    Transform(({ value }: { value: unknown }) => value ?? rule.default),
    presence(rule.default === undefined ? options : {}, rule.missing),
    check(
      'integer',
      (value) =>
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= rule.min &&
        value <= rule.max,
      rule.invalid,
    ),
  );
}

/** A database id: a decimal string within bigint (a number is accepted and becomes a string). */
export function IdField(rule: IdRule, options: FieldOptions = {}) {
  return applyDecorators(
    openApi(options, { type: String, pattern: '^[1-9][0-9]{0,18}$', example: '1' }),
    Transform(({ value }: { value: unknown }) =>
      present(value) ? (bigintId(value) ?? value) : value,
    ),
    presence(options, rule.missing),
    check('id', (value) => typeof value === 'string' && bigintId(value) === value, rule.invalid),
  );
}

/** A calendar day, YYYY-MM-DD, that exists. */
export function DateField(rule: DateRule, options: FieldOptions = {}) {
  return applyDecorators(
    openApi(options, { type: String, format: 'date', example: '2026-11-01' }),
    Transform(({ value }: { value: unknown }) => (isText(value) ? value.trim() : value)),
    presence(options, rule.missing),
    check('text', isText, rule.invalid),
    check('notBlank', (value) => value !== '', rule.missing),
    check('date', (value) => isText(value) && isCalendarDate(value), rule.invalid),
  );
}

/** A time, read as its ISO instant (Bangkok time when the text has no offset). */
export function InstantField(rule: InstantRule, options: FieldOptions = {}) {
  return applyDecorators(
    openApi(options, {
      type: String,
      format: 'date-time',
      example: '2026-12-16T14:00',
      description: 'ISO time, or YYYY-MM-DDTHH:mm in Bangkok time',
    }),
    Transform(({ value }: { value: unknown }) =>
      isText(value) ? (instantOf(value) ?? value.trim()) : value,
    ),
    presence(options, rule.missing),
    check('text', isText, rule.invalid),
    check('notBlank', (value) => value !== '', rule.missing),
    check('instant', (value) => isText(value) && instantOf(value) !== undefined, rule.invalid),
  );
}

/** A non-empty list of ids (numbers accepted), at most `rule.max` of them. */
export function IdListField(rule: IdListRule, options: FieldOptions = {}) {
  const isList = (value: unknown): value is unknown[] => Array.isArray(value);
  return applyDecorators(
    openApi(options, {
      type: [String],
      minItems: 1,
      maxItems: rule.max,
      example: ['12', '13'],
    }),
    Transform(({ value }: { value: unknown }) =>
      isList(value) ? value.map((id) => bigintId(id) ?? id) : value,
    ),
    presence(options, rule.missing),
    check('list', (value) => isList(value) && value.length > 0, rule.missing),
    check(
      'ids',
      (value) =>
        isList(value) && value.every((id) => typeof id === 'string' && bigintId(id) === id),
      rule.invalid,
    ),
    check('maxItems', (value) => isList(value) && value.length <= rule.max, rule.tooMany),
  );
}

/** Money on the wire: "3.50", above 0 and at most the rule's cap. */
export function AmountField(rule: AmountRule, options: FieldOptions = {}) {
  return applyDecorators(
    openApi(options, {
      type: String,
      pattern: rule.signed ? '^-?\\d+(\\.\\d{1,2})?$' : '^\\d+(\\.\\d{1,2})?$',
      example: '25.00',
    }),
    Transform(({ value }: { value: unknown }) => (isText(value) ? value.trim() : value)),
    presence(options, rule.missing),
    check('text', isText, rule.invalid),
    check('notBlank', (value) => value !== '', rule.missing),
    check(
      'amount',
      (value) => isText(value) && amountCents(rule, value) !== undefined,
      rule.invalid,
    ),
  );
}

/** One of a few strings. */
export function EnumField<T extends string>(
  values: readonly T[],
  codes: { missing: ErrorCode; invalid: ErrorCode },
  options: FieldOptions = {},
) {
  return applyDecorators(
    openApi(options, { type: String, enum: [...values] }),
    presence(options, codes.missing),
    check('oneOf', (value) => values.includes(value as T), codes.invalid),
  );
}

/** true or false, nothing else. */
export function BooleanField(
  codes: { missing: ErrorCode; invalid: ErrorCode },
  options: FieldOptions = {},
) {
  return applyDecorators(
    openApi(options, { type: Boolean }),
    presence(options, codes.missing),
    check('boolean', (value) => typeof value === 'boolean', codes.invalid),
  );
}

/** For each DTO class, its ListFields' item classes by field (read by the global pipe). */
const listItemClasses = new WeakMap<object, Map<string, new () => object>>();

/** The item class of a DTO's ListField, or undefined for any other field. */
export function listItemClass(dto: object, field: string): (new () => object) | undefined {
  for (let type = dto; typeof type === 'function'; type = Object.getPrototypeOf(type) as object) {
    const item = listItemClasses.get(type)?.get(field);
    if (item) return item;
  }
  return undefined;
}

/**
 * A list of objects, each checked by the fields of its own DTO class (`item`): one to `max` of
 * them. Something else than a list answers `invalid`, an empty one `empty`, a longer one
 * `tooMany`; a bad item answers its field's code (`products.0.qty`).
 */
export function ListField(
  item: new () => object,
  codes: { missing: ErrorCode; invalid: ErrorCode; empty: ErrorCode; tooMany: ErrorCode },
  max: number,
  options: FieldOptions = {},
) {
  return applyDecorators(
    (target: object, property: string | symbol) => {
      const byField = listItemClasses.get(target.constructor) ?? new Map();
      listItemClasses.set(target.constructor, byField.set(String(property), item));
    },
    openApi(options, { type: item, isArray: true, minItems: 1, maxItems: max }),
    Type(() => item),
    presence(options, codes.missing),
    check('list', Array.isArray, codes.invalid),
    check('notEmpty', (value) => Array.isArray(value) && value.length > 0, codes.empty),
    check('maxItems', (value) => Array.isArray(value) && value.length <= max, codes.tooMany),
    ValidateNested({ each: true }),
  );
}

/**
 * Text kept as sent, unchecked here: a service checks it with another DTO when the case needs it
 * (checkout's friend details, required only for some buyers).
 */
export function UncheckedField(options: FieldOptions = {}) {
  return applyDecorators(openApi({ ...options, optional: true }, { type: String }), Allow());
}
