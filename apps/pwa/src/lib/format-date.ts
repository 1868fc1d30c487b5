import type { Locale } from '@lottery/contracts';

/** Every date in the shop is shown on Bangkok time, where the draws happen. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

/** Thai readers expect the Buddhist era (2024 CE = 2567 BE); English uses the Gregorian year. */
const intlLocale: Record<Exclude<Locale, 'km'>, string> = {
  th: 'th-TH-u-ca-buddhist',
  en: 'en-GB',
};

// Many browsers (Debian's Chromium among them) ship no Khmer date data and would silently fall
// back to English, so Khmer dates are put together here from the month names.
export const khmerMonths = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
];

export type DateStyle = 'date' | 'dateTime';

const timeOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

// Building an Intl.DateTimeFormat with a time zone costs far more than formatting with one
// (milliseconds on a phone, for every date of a list), so each one is built once.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of shop (Bangkok) time for `locale` and `options`, built once and kept. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format;
}

function formatKhmer(date: Date, style: DateStyle): string {
  const parts = dateFormat('en-GB', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    ...timeOptions,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const day = `${Number(part('day'))} ${khmerMonths[Number(part('month')) - 1]} ${part('year')}`;
  return style === 'dateTime' ? `${day} ${part('hour')}:${part('minute')}` : day;
}

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  style: DateStyle = 'date',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (locale === 'km') return formatKhmer(date, style);
  return dateFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(style === 'dateTime' ? timeOptions : {}),
  }).format(date);
}

/** A draw day (YYYY-MM-DD) as noon Bangkok time, so it shows as that day in every zone. */
export const drawDay = (date: string) => `${date}T12:00:00+07:00`;

/** The twelve month names in the reader's language, January first. */
export function monthNames(locale: Locale): string[] {
  if (locale === 'km') return khmerMonths;
  const format = new Intl.DateTimeFormat(intlLocale[locale], { month: 'long', timeZone: 'UTC' });
  return khmerMonths.map((_, month) => format.format(Date.UTC(2000, month, 15)));
}

/** A year as the reader counts it: Thai readers count the Buddhist era. */
export const yearAsRead = (year: number, locale: Locale) => (locale === 'th' ? year + 543 : year);
