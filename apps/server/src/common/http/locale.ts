import { defaultLocale, isLocale, type Locale } from '@lottery/contracts';
import type { IncomingHttpHeaders } from 'node:http';

/** The caller's language: `locale` header, then `locale` cookie, then Accept-Language, then km. */
export function resolveLocale(headers: IncomingHttpHeaders): Locale {
  const header = headers.locale;
  if (isLocale(header)) return header;
  const cookie = cookieValue(headers.cookie, 'locale');
  if (isLocale(cookie)) return cookie;
  return fromAcceptLanguage(headers['accept-language']) ?? defaultLocale;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `th-TH,th;q=0.9,en;q=0.8` -> th: the most preferred language we speak, by its prefix. */
function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.split('-')[0]?.toLowerCase(), q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}
