import { describe, expect, it } from 'vitest';
import { ErrorCode, otpSchema, passwordSchema, phoneSchema } from '@lottery/contracts';
import { ApiError } from './api-error';
import { checkField, checkFields, digitsOnly, errorCodeOf, fieldErrorsOf } from './forms';

describe('form checks with the shared field rules', () => {
  it('names the catalogue code of the first broken rule', () => {
    expect(checkField(phoneSchema, '')).toBe(ErrorCode.MissingTel);
    expect(checkField(phoneSchema, '12345')).toBe(ErrorCode.InvalidTel);
    expect(checkField(phoneSchema, '0961234567')).toBeUndefined();
    expect(checkField(passwordSchema, 'abc!23')).toBe(ErrorCode.SpecialCharacters);
  });

  it('collects the errors of several fields', () => {
    expect(checkFields({ Tel: [phoneSchema, '096123456'], otp: [otpSchema, '12'] })).toEqual({
      otp: ErrorCode.OtpInvalid,
    });
  });

  it('reads field codes from a refused request and ignores other field values', () => {
    const error = new ApiError(ErrorCode.TooManyRequests, '', 429, {
      accountNumber: '5017',
      resendIn: '42',
    });
    expect(fieldErrorsOf(error)).toEqual({ accountNumber: ErrorCode.AccountNumberRegistered });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(errorCodeOf(error)).toBe(429);
    expect(errorCodeOf(new Error('x'))).toBe(ErrorCode.GenericError);
  });
});

describe('digit boxes', () => {
  it('keep digits only, at most as many as the box takes', () => {
    expect(digitsOnly('1a2 3-45', 3)).toBe('123');
    expect(digitsOnly('0-12e3', 10)).toBe('0123');
  });
});
