import { errorCatalogue, type ErrorCode } from './errors.js';
import { defaultLocale, type Locale } from './locale.js';

/** The catalogue message for a code in the caller's language. */
export function errorMessage(code: ErrorCode, locale: Locale = defaultLocale): string {
  return errorCatalogue[code][locale];
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

/** Success answers carry this text in `msg`. */
export const successMessage: Record<Locale, string> = {
  km: 'ជោគជ័យ',
  th: 'สำเร็จ',
  en: 'Success',
};

export function isErrorCode(value: number): value is ErrorCode {
  return Object.hasOwn(errorCatalogue, value);
}
