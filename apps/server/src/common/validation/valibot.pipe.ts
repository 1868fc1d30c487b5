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
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? 'body';
    if (issue.input === undefined && issue.path?.length) missing = true;
    fields[path] ??= issue.message;
  }
  const named = result.issues.map((issue) => issueCode(issue.message)).find((c) => c !== undefined);
  throw new AppError(named ?? (missing ? ErrorCode.MissingField : ErrorCode.BadRequest), fields);
}

/** `@Body(new ValibotPipe(schema)) body: v.InferOutput<typeof schema>` */
@Injectable()
export class ValibotPipe<S extends v.GenericSchema> implements PipeTransform {
  constructor(private readonly schema: S) {}

  transform(value: unknown): v.InferOutput<S> {
    return parseRequest(this.schema, value);
  }
}
