import { Injectable, type PipeTransform } from '@nestjs/common';
import { ErrorCode, issueCode } from '@lottery/contracts';
import * as v from 'valibot';
import { AppError } from '../errors/app-error.js';

/**
 * Checks a request payload against a valibot schema. The shared field rules of
 * `@lottery/contracts` name their own catalogue code (the first one found answers); otherwise a
 * missing required field is code 303 and anything else wrong is 400. All list the offending
 * fields (dot paths) in `fields`.
 */
export function parseRequest<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  let missing = false;
  const messages: string[] = [];
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? 'body';
    if (issue.input === undefined && issue.path?.length) missing = true;
    const message = missingKeyMessage(schema, issue) ?? issue.message;
    messages.push(message);
    fields[path] ??= message;
  }
  const named = messages.map((message) => issueCode(message)).find((c) => c !== undefined);
  throw new AppError(named ?? (missing ? ErrorCode.MissingField : ErrorCode.BadRequest), fields);
}

/**
 * valibot reports an absent key with the object's message, not the field's. A shared field rule
 * names its "missing" code for an undefined value, so a top-level absent key is asked again.
 */
function missingKeyMessage(
  schema: v.GenericSchema,
  issue: v.BaseIssue<unknown>,
): string | undefined {
  if (issue.kind !== 'schema' || issue.type !== 'object' || issue.path?.length !== 1)
    return undefined;
  const key = issue.path[0]?.key;
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries;
  const entry = typeof key === 'string' ? entries?.[key] : undefined;
  if (!entry || issue.input !== undefined) return undefined;
  const again = v.safeParse(entry, undefined);
  return again.success ? undefined : again.issues[0].message;
}

/**
 * `@Body(new ValibotPipe(schema)) body: v.InferOutput<typeof schema>`. Kept only until the draw,
 * payment, transaction and setting modules move to DTO classes (common/validation/fields.ts and
 * the global RequestValidationPipe, as the auth module has); then it goes.
 */
@Injectable()
export class ValibotPipe<S extends v.GenericSchema> implements PipeTransform {
  constructor(private readonly schema: S) {}

  transform(value: unknown): v.InferOutput<S> {
    return parseRequest(this.schema, value);
  }
}
