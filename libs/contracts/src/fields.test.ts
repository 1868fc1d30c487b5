import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountNumberSchema,
  idCardSchema,
  issueCode,
  nameSchema,
  otpSchema,
  passportSchema,
  passwordSchema,
  phoneSchema,
} from './fields.js';
import { fieldExamples, type FieldExamples } from './fields.examples.js';
import { drawRules, ticketNumberSchema } from './draw.js';
import { textSchema } from './rule-schemas.js';
import { rules } from './rules.js';

const schemas = {
  phone: phoneSchema,
  password: passwordSchema,
  name: nameSchema,
  otp: otpSchema,
  accountNumber: accountNumberSchema,
  idCard: idCardSchema,
  passport: passportSchema,
  ticketNumber: ticketNumberSchema,
  shelfTag: textSchema(drawRules.shelfTag),
  idPhoto: textSchema(rules.idPhoto),
  webTitle: textSchema(rules.webTitle),
  telegramHandle: textSchema(rules.telegramHandle),
  siteImage: textSchema(rules.siteImage),
} satisfies Record<keyof typeof fieldExamples, v.GenericSchema>;

describe.each(Object.entries(fieldExamples))('%s', (field, examples: FieldExamples) => {
  const schema = schemas[field as keyof typeof schemas];

  it.each(examples.good)('accepts %j', (input) => {
    expect(v.safeParse(schema, input).success).toBe(true);
  });

  it.each(examples.bad)('refuses %j with code %i', (input, code) => {
    const result = v.safeParse(schema, input);
    expect(result.success).toBe(false);
    expect(issueCode(result.issues![0]!.message)).toBe(code);
  });
});

it('trims phones and strips separators from account numbers', () => {
  expect(v.parse(phoneSchema, ' 098765432 ')).toBe('098765432');
  expect(v.parse(accountNumberSchema, '001 234-567')).toBe('001234567');
});

it('reads only catalogue codes from issue messages', () => {
  expect(issueCode('5007')).toBe(5007);
  expect(issueCode('Invalid type')).toBeUndefined();
  expect(issueCode('12345')).toBeUndefined();
});
