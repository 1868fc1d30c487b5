import type { Locale } from '@lottery/contracts';

/** Every date in the shop is shown on Bangkok time, where the draws happen. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

/** Thai readers expect the Buddhist era (2024 CE = 2567 BE); Khmer and English use the Gregorian year. */
const intlLocale: Record<Locale, string> = {
  km: 'km-KH',
  th: 'th-TH-u-ca-buddhist',
  en: 'en-GB',
};

export type DateStyle = 'date' | 'dateTime';

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  style: DateStyle = 'date',
): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(style === 'dateTime' ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(date);
}
