/**
 * Good and bad inputs for each field rule, with the code a bad one is refused with. The contracts
 * tests check the schemas against this table; the server's tests send the same inputs over HTTP,
 * which proves the PWA's forms and the server agree.
 */
import { ErrorCode } from './errors.js';

export interface FieldExamples {
  good: string[];
  bad: Array<[input: unknown, code: ErrorCode]>;
}

export const fieldExamples = {
  phone: {
    good: ['012345678', '0123456789', ' 098765432 '],
    bad: [
      [undefined, ErrorCode.MissingTel],
      ['', ErrorCode.MissingTel],
      ['   ', ErrorCode.MissingTel],
      ['01234567', ErrorCode.InvalidTel],
      ['01234567890', ErrorCode.InvalidTel],
      ['01234-5678', ErrorCode.InvalidTel],
      ['1e5678901', ErrorCode.InvalidTel],
      [null, ErrorCode.MissingTel],
      // A wrong JSON type is the field's invalid code, not "please enter".
      [12345678901, ErrorCode.InvalidTel],
      [['012345678'], ErrorCode.InvalidTel],
    ],
  },
  password: {
    good: ['abc123', 'Secret2026', 'a1b2c3d4e5'],
    bad: [
      [undefined, ErrorCode.MissingPassword],
      ['', ErrorCode.MissingPassword],
      ['abc12', ErrorCode.InvalidPassword],
      ['abcdefgh', ErrorCode.InvalidPassword],
      ['12345678', ErrorCode.InvalidPassword],
      ['abc 123', ErrorCode.SpecialCharacters],
      ['abc123!', ErrorCode.SpecialCharacters],
      [123456, ErrorCode.InvalidPassword],
      ['a'.repeat(64) + '1', ErrorCode.InvalidPassword],
    ],
  },
  name: {
    good: ['សុខ ដារ៉ា', 'Somchai', 'x'.repeat(100)],
    bad: [
      [undefined, ErrorCode.MissingName],
      ['  ', ErrorCode.MissingName],
      ['x'.repeat(101), ErrorCode.InvalidName],
      [{ name: 'x' }, ErrorCode.InvalidName],
    ],
  },
  otp: {
    good: ['123456', '000000'],
    bad: [
      [undefined, ErrorCode.MissingOtp],
      ['12345', ErrorCode.OtpInvalid],
      ['1234567', ErrorCode.OtpInvalid],
      ['12a456', ErrorCode.OtpInvalid],
      [123456, ErrorCode.OtpInvalid],
    ],
  },
  accountNumber: {
    good: ['000123456', '001 234 567', '1234-5678-9012'],
    bad: [
      [undefined, ErrorCode.InvalidAccountNumber],
      ['12345', ErrorCode.InvalidAccountNumber],
      ['123456789012345678901', ErrorCode.InvalidAccountNumber],
      ['12AB5678', ErrorCode.InvalidAccountNumber],
    ],
  },
  idCard: {
    good: ['123456789'],
    bad: [
      [undefined, ErrorCode.MissingField],
      ['12345678', ErrorCode.InvalidFormat],
      ['1234567890', ErrorCode.InvalidFormat],
      ['12345678a', ErrorCode.InvalidFormat],
    ],
  },
  passport: {
    good: ['N1234567', 'AB1234567', '1234567'],
    bad: [
      [undefined, ErrorCode.MissingField],
      ['A12345', ErrorCode.InvalidFormat],
      ['AB12345678', ErrorCode.InvalidFormat],
      ['AB-12345', ErrorCode.InvalidFormat],
    ],
  },
  ticketNumber: {
    good: ['123456', '000000', ' 999999 '],
    bad: [
      [undefined, ErrorCode.InvalidFormat],
      ['', ErrorCode.InvalidFormat],
      ['12345', ErrorCode.InvalidFormat],
      ['1234567', ErrorCode.InvalidFormat],
      ['12 456', ErrorCode.InvalidFormat],
      ['12345a', ErrorCode.InvalidFormat],
      [12345, ErrorCode.InvalidFormat],
      [['123456'], ErrorCode.InvalidFormat],
    ],
  },
  shelfTag: {
    good: ['lucky', 'set-5', 'a'.repeat(30)],
    bad: [
      [undefined, ErrorCode.InvalidFormat],
      ['Lucky', ErrorCode.InvalidFormat],
      ['lucky_1', ErrorCode.InvalidFormat],
      ['two words', ErrorCode.InvalidFormat],
      ['a'.repeat(31), ErrorCode.InvalidFormat],
      [7, ErrorCode.InvalidFormat],
    ],
  },
  idPhoto: {
    good: ['/api/customer/upload/6f1c0a6e-7d1b-4b8e-9a44-0c7b8a1e2f3d.jpg'],
    bad: [
      [undefined, ErrorCode.MissingField],
      ['  ', ErrorCode.MissingField],
      [42, ErrorCode.InvalidFormat],
      ['x'.repeat(201), ErrorCode.InvalidFormat],
    ],
  },
  webTitle: {
    good: ['ហាងឆ្នោតថៃ', 'x'.repeat(100)],
    bad: [
      ['', ErrorCode.InvalidFormat],
      ['x'.repeat(101), ErrorCode.InvalidFormat],
      [true, ErrorCode.InvalidFormat],
    ],
  },
  telegramHandle: {
    good: ['lottothai_kh', 'abc'],
    bad: [
      ['ab', ErrorCode.InvalidFormat],
      ['@lottothai_kh', ErrorCode.InvalidFormat],
      ['https://t.me/lottothai_kh', ErrorCode.InvalidFormat],
    ],
  },
  siteImage: {
    good: ['/icons/logo.svg', '/uploads/img/6f1c0a6e.png', 'https://cdn.example.com/logo.png'],
    bad: [
      ['javascript:alert(1)', ErrorCode.InvalidFormat],
      ['http://example.com/logo.png', ErrorCode.InvalidFormat],
      ['/a b.png', ErrorCode.InvalidFormat],
      ['https://example.com/"onerror=x', ErrorCode.InvalidFormat],
    ],
  },
} satisfies Record<string, FieldExamples>;
