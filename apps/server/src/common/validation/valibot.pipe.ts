import { Injectable, type PipeTransform } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import * as v from 'valibot';
import { AppError } from '../errors/app-error.js';

/**
 * Checks a request payload against a valibot schema. A missing required field is code 303,
 * anything else wrong is 400; both list the offending fields (dot paths) in `fields`.
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
  throw new AppError(missing ? ErrorCode.MissingField : ErrorCode.BadRequest, fields);
}

/** `@Body(new ValibotPipe(schema)) body: v.InferOutput<typeof schema>` */
@Injectable()
export class ValibotPipe<S extends v.GenericSchema> implements PipeTransform {
  constructor(private readonly schema: S) {}

  transform(value: unknown): v.InferOutput<S> {
    return parseRequest(this.schema, value);
  }
}
