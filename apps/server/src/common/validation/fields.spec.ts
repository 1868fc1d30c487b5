import { describe, expect, it } from '@jest/globals';
import {
  amountRule,
  dateRule,
  drawRules,
  ErrorCode,
  fieldExamples,
  idRule,
  rules,
  type FieldExamples,
} from '@lottery/contracts';
import { AppError } from '../errors/app-error.js';
import {
  AmountField,
  DateField,
  IdField,
  IdListField,
  InstantField,
  IntField,
  TextField,
} from './fields.js';
import { RequestValidationPipe } from './validation.pipe.js';

// The PWA's valibot schemas are tested with the same table (libs/contracts): both sides agree.
const textRules = {
  phone: rules.phone,
  password: rules.password,
  name: rules.name,
  otp: rules.otp,
  accountNumber: rules.accountNumber,
  idCard: rules.idCard,
  passport: rules.passport,
  ticketNumber: drawRules.ticketNumber,
  shelfTag: drawRules.shelfTag,
  idPhoto: rules.idPhoto,
  webTitle: rules.webTitle,
  telegramHandle: rules.telegramHandle,
  siteImage: rules.siteImage,
} satisfies Record<keyof typeof fieldExamples, unknown>;

const pipe = new RequestValidationPipe();

async function check(dto: new () => object, body: unknown): Promise<unknown> {
  try {
    return await pipe.transform(body, { type: 'body', metatype: dto });
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe.each(Object.entries(textRules))('the %s rule as a DTO field', (name, rule) => {
  class Dto {
    @TextField(rule)
    value!: string;
  }
  const examples: FieldExamples = fieldExamples[name as keyof typeof fieldExamples];

  it.each(examples.good)('accepts %j', async (input) => {
    expect(await check(Dto, { value: input })).toBeInstanceOf(Dto);
  });

  it.each(examples.bad)('refuses %j with code %i', async (input, code) => {
    const error = (await check(Dto, { value: input })) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect({ code: error.code, fields: error.fields }).toEqual({
      code,
      fields: { value: String(code) },
    });
  });
});

describe('the global pipe', () => {
  class Listing {
    @IdField(idRule(ErrorCode.InvalidUser, ErrorCode.MissingUserId))
    userId!: string;

    @IntField(rules.page)
    page!: number;

    @DateField(dateRule(ErrorCode.InvalidStartDate, ErrorCode.MissingStartDate), { optional: true })
    StartDate?: string;

    @AmountField(
      amountRule({
        missing: ErrorCode.MissingAmount,
        invalid: ErrorCode.InvalidPayment,
        maxCents: 100_00,
      }),
      { optional: true },
    )
    amt?: string;
  }

  it('trims, fills defaults, turns a numeric id into its string and drops unknown fields', async () => {
    const value = await check(Listing, { userId: 7, StartDate: ' 2024-02-29 ', extra: 1 });
    expect(value).toEqual(
      Object.assign(new Listing(), { userId: '7', page: 1, StartDate: '2024-02-29' }),
    );
  });

  it.each([
    [{}, ErrorCode.MissingUserId],
    [{ userId: '1'.repeat(40) }, ErrorCode.InvalidUser],
    [{ userId: 1e308 }, ErrorCode.InvalidUser],
    [{ userId: '9223372036854775808' }, ErrorCode.InvalidUser],
    [{ userId: 1, page: 2 ** 63 }, ErrorCode.BadRequest],
    [{ userId: 1, page: '2' }, ErrorCode.BadRequest],
    [{ userId: 1, StartDate: '2026-02-30' }, ErrorCode.InvalidStartDate],
    [{ userId: 1, StartDate: '2025-02-29' }, ErrorCode.InvalidStartDate],
    [{ userId: 1, amt: 5 }, ErrorCode.InvalidPayment],
    [{ userId: 1, amt: '100.01' }, ErrorCode.InvalidPayment],
    [{ userId: 1, amt: '' }, ErrorCode.MissingAmount],
  ])('%j is refused with %i', async (body, code) => {
    expect(((await check(Listing, body)) as AppError).code).toBe(code);
  });

  it('a body that is not an object is 400, not a crash', async () => {
    for (const body of [[1, 2], 'text', 42, true]) {
      expect(((await check(Listing, body)) as AppError).code).toBe(ErrorCode.BadRequest);
    }
  });

  it('the first field answers with its own code; every offending field is listed', async () => {
    class Pair {
      @TextField(rules.name)
      a!: string;

      @TextField(rules.phone)
      b!: string;
    }
    const error = (await check(Pair, { a: 'x'.repeat(101), b: 'abc' })) as AppError;
    expect(error.code).toBe(ErrorCode.InvalidName);
    expect(error.fields).toEqual({
      a: String(ErrorCode.InvalidName),
      b: String(ErrorCode.InvalidTel),
    });
  });
});

describe('times and id lists', () => {
  class Sale {
    @InstantField(drawRules.closeSellDate)
    closeSellDate!: string;

    @IdListField(drawRules.productIds, { optional: true })
    products?: string[];
  }

  it('reads a time without an offset as Bangkok time, and ids given as numbers as strings', async () => {
    const value = await check(Sale, { closeSellDate: ' 2030-01-16T12:00 ', products: [12, '13'] });
    expect(value).toEqual(
      Object.assign(new Sale(), {
        closeSellDate: '2030-01-16T05:00:00.000Z',
        products: ['12', '13'],
      }),
    );
  });

  it.each([
    [{}, ErrorCode.CloseSellDateMissing],
    [{ closeSellDate: '' }, ErrorCode.CloseSellDateMissing],
    [{ closeSellDate: '2030-02-30T12:00' }, ErrorCode.InvalidCloseSellDate],
    [{ closeSellDate: '2030-01-16' }, ErrorCode.InvalidCloseSellDate],
    [{ closeSellDate: 1767225600000 }, ErrorCode.InvalidCloseSellDate],
    [{ closeSellDate: '2030-01-16T12:00Z', products: [] }, ErrorCode.MissingProducts],
    [{ closeSellDate: '2030-01-16T12:00Z', products: '12' }, ErrorCode.MissingProducts],
    [{ closeSellDate: '2030-01-16T12:00Z', products: ['12', 'x'] }, ErrorCode.InvalidFormat],
    [{ closeSellDate: '2030-01-16T12:00Z', products: ['1'.repeat(40)] }, ErrorCode.InvalidFormat],
    [
      { closeSellDate: '2030-01-16T12:00Z', products: Array.from({ length: 201 }, () => '1') },
      ErrorCode.BadRequest,
    ],
  ])('%j is refused with %i', async (body, code) => {
    expect(((await check(Sale, body)) as AppError).code).toBe(code);
  });
});
