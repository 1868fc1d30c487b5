import { describe, expect, it } from '@jest/globals';
import { ErrorCode, phoneSchema } from '@lottery/contracts';
import * as v from 'valibot';
import { AppError } from '../errors/app-error.js';
import { parseRequest } from './valibot.pipe.js';

const schema = v.object({
  username: v.pipe(v.string(), v.minLength(3)),
  qty: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

function failure(input: unknown, extra: v.ObjectEntries = {}): AppError {
  try {
    parseRequest(v.object({ ...schema.entries, ...extra }), input);
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('expected an AppError');
}

describe('request validation', () => {
  it('passes a valid payload through', () => {
    expect(parseRequest(schema, { username: 'somchai', qty: 2 })).toEqual({
      username: 'somchai',
      qty: 2,
    });
  });

  it('a missing required field is code 303 naming the field', () => {
    const error = failure({ username: 'somchai' });
    expect(error.code).toBe(ErrorCode.MissingField);
    expect(Object.keys(error.fields ?? {})).toEqual(['qty']);
  });

  it('a wrong value is code 400 naming the field', () => {
    const error = failure({ username: 'ab', qty: 1 });
    expect(error.code).toBe(ErrorCode.BadRequest);
    expect(Object.keys(error.fields ?? {})).toEqual(['username']);
  });

  it('an absent body counts as missing fields, not as a crash', () => {
    expect(failure(undefined).code).toBe(ErrorCode.MissingField);
  });

  it('a shared field rule answers with the code it names', () => {
    const error = failure({ username: 'somchai', qty: 1, Tel: '0123' }, { Tel: phoneSchema });
    expect(error.code).toBe(ErrorCode.InvalidTel);
    expect(error.fields).toEqual({ Tel: String(ErrorCode.InvalidTel) });
  });

  // valibot reports an absent key with the object's message; the field's own rule names the code.
  it('an absent field with a shared rule answers with its "missing" code', () => {
    const error = failure({ username: 'somchai', qty: 1 }, { Tel: phoneSchema });
    expect(error.code).toBe(ErrorCode.MissingTel);
    expect(error.fields).toEqual({ Tel: String(ErrorCode.MissingTel) });
  });
});
