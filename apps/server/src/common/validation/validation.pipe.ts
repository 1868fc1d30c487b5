import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import { getMetadataStorage, type MetadataStorage } from 'class-validator';
import { AppError } from '../errors/app-error.js';
import { listItemClass } from './fields.js';

/**
 * The global pipe: request DTOs (classes with the decorators of ./fields.ts) are checked by
 * class-validator and answered with catalogue codes: the first failing
 * field's own code (`context.code`), else 303 for a missing field, else 400. `result.fields`
 * lists every offending field (dot paths) with its code. Unknown fields are dropped, and so are
 * null ones (null is absent).
 */
export class RequestValidationPipe extends ValidationPipe {
  /** `plainFirst` false: every body takes the full check (a test compares the two). */
  constructor(private readonly plainFirst = true) {
    super({
      transform: true,
      whitelist: true,
      forbidUnknownValues: true,
      stopAtFirstError: true,
      validationError: { target: false, value: true },
      exceptionFactory: (errors) => toAppError(errors),
    });
  }

  /**
   * Only DTO classes (with field decorators) are checked. Other parameter types pass through:
   * a type alias can reach here as an unrelated value under SWC's decorator metadata.
   */
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    const { metatype } = metadata;
    return super.toValidate(metadata) && typeof metatype === 'function' && hasFieldRules(metatype);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (this.plainFirst && metadata.type === 'body' && metadata.metatype) {
      const atOnce = plainBodyChecks.get(metadata.metatype)?.(value);
      if (atOnce !== undefined) return atOnce;
    }
    // A JSON body that is not an object (an array, a string, a number) is no DTO.
    if (
      metadata.type === 'body' &&
      this.toValidate(metadata) &&
      value !== undefined &&
      value !== null &&
      (typeof value !== 'object' || Array.isArray(value))
    ) {
      throw new AppError(ErrorCode.BadRequest);
    }
    const fields =
      metadata.type === 'query' && this.toValidate(metadata)
        ? queryAsBody(value, metadata.metatype!)
        : value;
    const checked: unknown = await super.transform(
      this.toValidate(metadata) ? knownFieldsOnly(fields, metadata.metatype!) : fields,
      metadata,
    );
    return this.toValidate(metadata) ? withoutNulls(checked) : checked;
  }
}

/**
 * A DTO's check for its plainest bodies, written out for a hot route (the checkout): it answers
 * the very object the full check would (the same fields, values and so the same request hash;
 * a test compares the two on random bodies) or undefined for anything else, which then takes
 * the full check. It never refuses, so every refusal's codes and messages are the full check's.
 */
export type PlainBodyCheck = (value: unknown) => object | undefined;

const plainBodyChecks = new WeakMap<object, PlainBodyCheck>();

/** Registers `check` as the first try for bodies of `dto` (see PlainBodyCheck). */
export function checkPlainBodiesAtOnce(dto: new () => object, check: PlainBodyCheck): void {
  plainBodyChecks.set(dto, check);
}

// class-validator finds a class's rules by walking every class it knows (an `instanceof` each)
// on each validation of each object, nested lines included: about a third of validation's time
// in the server's profile under the checkout bench. The rules are settled when the class is
// defined (its decorators and its parents' have run by then), so each answer is kept.
keepRuleLookups(getMetadataStorage());

function keepRuleLookups(storage: MetadataStorage): void {
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  type Rules = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;
  const kept = new WeakMap<object, Map<string, Rules>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // Anything but a class (never seen here) is looked up each time.
    if (typeof target !== 'function') return lookUp(target, schema, always, strictGroups, groups);
    const options = `${schema}|${always}|${strictGroups}|${groups?.join(',') ?? ''}`;
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map()));
    let rules = byOptions.get(options);
    if (!rules) {
      rules = lookUp(target, schema, always, strictGroups, groups);
      byOptions.set(options, rules);
    }
    return rules;
  };
}

/**
 * The body with only the DTO's own fields (and, in its lists of objects, the item DTO's), as the
 * whitelist would leave it, but before class-transformer copies every key: copying unknown keys
 * costs about 9 us each (90 ms for the 10,000 entries a body may have), the pruning almost none.
 */
function knownFieldsOnly(value: unknown, dto: object): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const plain = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of fieldNames(dto)) {
    if (!Object.hasOwn(plain, field)) continue;
    const item = listItemClass(dto, field);
    const fieldValue = plain[field];
    kept[field] =
      item && Array.isArray(fieldValue)
        ? fieldValue.map((entry) => knownFieldsOnly(entry, item))
        : fieldValue;
  }
  return kept;
}

/**
 * A query string's fields as the same call's JSON body would carry them, so a public GET is
 * checked by the very rules of its POST (issue 31): the text of a whole number becomes that number
 * for the DTO's integer fields (`?page=2`); any other text (`?page=two`, `?page=1.5`) stays text
 * and fails as the body's would.
 */
function queryAsBody(value: unknown, dto: object): unknown {
  if (value === null || typeof value !== 'object') return value;
  const query = { ...(value as Record<string, unknown>) };
  for (const field of integerFields(dto)) {
    const text = query[field];
    if (typeof text === 'string' && /^-?\d{1,15}$/.test(text)) query[field] = Number(text);
  }
  return query;
}

function integerFields(dto: object): string[] {
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto as new () => object, '', true, false)
    .filter((rule) => rule.name === 'integer')
    .map((rule) => rule.propertyName);
}

const fieldNamesOf = new WeakMap<object, string[]>();

function fieldNames(dto: object): string[] {
  let names = fieldNamesOf.get(dto);
  if (!names) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(
      dto as new () => object,
      '',
      true,
      false,
    );
    names = [...new Set(rules.map((rule) => rule.propertyName))];
    fieldNamesOf.set(dto, names);
  }
  return names;
}

/** Whether a class has field rules (class-validator's lookup, kept per class as above). */
function hasFieldRules(metatype: object): boolean {
  return (
    getMetadataStorage().getTargetValidationMetadatas(metatype as new () => object, '', true, false)
      .length > 0
  );
}

/**
 * A DTO with its null fields removed. The field rules read null as absent (a required field
 * answers its `missing` code, an optional one passes), so a service must see it absent too, not
 * write null where the column has a default or NOT NULL.
 */
function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) {
    value.forEach(withoutNulls);
  } else if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(fields)) {
      if (field === null) delete fields[key];
      else withoutNulls(field);
    }
  }
  return value;
}

interface Failure {
  path: string;
  code: ErrorCode | undefined;
  missing: boolean;
}

function failures(errors: ValidationError[], prefix = ''): Failure[] {
  return errors.flatMap((error) => {
    const path = error.property ? `${prefix}${error.property}` : prefix || 'body';
    const own: Failure[] = Object.keys(error.constraints ?? {}).map((constraint) => ({
      path,
      code: (error.contexts?.[constraint] as { code?: ErrorCode } | undefined)?.code,
      missing: error.value === undefined,
    }));
    return [...own, ...failures(error.children ?? [], `${path}.`)];
  });
}

export function toAppError(errors: ValidationError[]): AppError {
  const found = failures(errors);
  const fallback = (failure: Failure) =>
    failure.missing ? ErrorCode.MissingField : ErrorCode.BadRequest;
  const fields: Record<string, string> = {};
  for (const failure of found) fields[failure.path] ??= String(failure.code ?? fallback(failure));
  const named = found.find((failure) => failure.code !== undefined)?.code;
  const code =
    named ??
    (found.some((failure) => failure.missing) ? ErrorCode.MissingField : ErrorCode.BadRequest);
  return new AppError(code, fields);
}

const pipe = new RequestValidationPipe();

/**
 * `value` checked as the global pipe checks a request body, for a part of a request that only a
 * service knows must be there: the DTO, or the same AppError the pipe would throw.
 */
export async function checkedAs<T extends object>(dto: new () => T, value: unknown): Promise<T> {
  return (await pipe.transform(value, { type: 'body', metatype: dto })) as T;
}
