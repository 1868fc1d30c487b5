// OpenAPI helpers every module uses. Request bodies are described by their DTO classes (the
// decorators of common/validation/fields.ts carry the OpenAPI schema); answers, which are plain
// data in `result.period`, are described by an example.
import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOkResponse } from '@nestjs/swagger';

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
