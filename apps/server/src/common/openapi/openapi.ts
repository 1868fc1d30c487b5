// OpenAPI helpers every module uses. Request bodies are described by their DTO classes (the
// decorators of common/validation/fields.ts carry the OpenAPI schema); answers, which are plain
// data in `result.period`, are described by an example.
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse } from '@nestjs/swagger';

/** The answer in `result.period`, as an example. */
export function Answer(example: unknown, description = 'In the envelope, as result.period') {
  return applyDecorators(ApiOkResponse({ description, schema: { example } }));
}

/** The optional `Idempotency-Key` header of a money call: a retry gets the first answer. */
export const Idempotent = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '1-200 visible ASCII characters; a retry with it replays the first answer',
  });

interface Field {
  type: 'string' | 'integer' | 'boolean';
  example?: string | number | boolean;
  enum?: string[];
  optional?: boolean;
  description?: string;
}

/**
 * A hand-written request body description, for the routes still validated by `ValibotPipe`.
 * Goes away as each module moves to DTO classes (their decorators describe the body).
 */
export function Payload(fields: Record<string, Field>) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, { optional: _optional, ...schema }]) => [name, schema]),
  );
  const required = Object.entries(fields)
    .filter(([, field]) => !field.optional)
    .map(([name]) => name);
  return ApiBody({ schema: { type: 'object', properties, required } });
}
