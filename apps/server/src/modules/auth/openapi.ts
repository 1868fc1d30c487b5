// OpenAPI descriptions of the accounts calls: payloads with the spec's field names, answers as
// they appear in `result.period`. The rules themselves live in auth.schemas.ts.
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';

interface Field {
  type: 'string' | 'integer' | 'boolean';
  example?: string | number | boolean;
  enum?: string[];
  optional?: boolean;
  description?: string;
}

/** The request body of a call: its fields, required unless `optional`. */
export function Payload(fields: Record<string, Field>) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, { optional: _optional, ...schema }]) => [name, schema]),
  );
  const required = Object.entries(fields)
    .filter(([, field]) => !field.optional)
    .map(([name]) => name);
  return ApiBody({ schema: { type: 'object', properties, required } });
}

/** The answer in `result.period`, as an example. */
export function Answer(example: unknown, description = 'In the envelope, as result.period') {
  return applyDecorators(ApiOkResponse({ description, schema: { example } }));
}

export const phoneField: Field = { type: 'string', example: '012345678' };
export const passwordField: Field = { type: 'string', example: 'abc123' };
export const otpField: Field = { type: 'string', example: '123456' };

export const profileExample = {
  id: 1,
  username: '012345678',
  name: 'សុខ ដារ៉ា',
  role: 'member',
  balance: '0.00',
  totalTicket: 0,
  prefixPayment: 'topup',
  bankName: 'ABA',
  accountName: 'Sok Dara',
  accountNumber: '000123456',
  telegram: '@sokdara',
  notification: 'sms',
};

export const adminMemberExample = {
  id: 1,
  username: '012345678',
  name: 'Sok Dara',
  role: 'member',
  locked: false,
  createdAt: '2026-11-23T10:00:00.000Z',
};
