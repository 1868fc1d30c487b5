/** The three interface languages, Khmer first (the default). */
export const locales = ['km', 'th', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'km';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
