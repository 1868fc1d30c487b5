import { defaultLocale, isLocale, type Locale } from '@lottery/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { keepNewest } from '../memory/keep-newest.js';

/** The caller's language: `locale` header, then `locale` cookie, then Accept-Language, then km. */
export function resolveLocale(headers: IncomingHttpHeaders): Locale {
  const header = headers.locale;
  if (isLocale(header)) return header;
  const cookie = cookieValue(headers.cookie, 'locale');
  if (isLocale(cookie)) return cookie;
  const accepted = headers['accept-language'];
  if (!accepted) return defaultLocale;
  // Every envelope asks this, and a browser sends the same few headers over and over: parsing
  // one (splits, a sort) showed in the server's profile; a lookup does not.
  let locale = acceptedLocales.get(accepted);
  if (locale === undefined) {
    locale = fromAcceptLanguage(accepted) ?? defaultLocale;
    keepNewest(acceptedLocales, accepted, locale, ACCEPTED_KEPT);
  }
  return locale;
}

/** Accept-Language headers seen, with their locale (a few kB at most). */
const acceptedLocales = new Map<string, Locale>();
const ACCEPTED_KEPT = 200;

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `th-TH,th;q=0.9,en;q=0.8` -> th: the most preferred language we speak, by its prefix. */
function fromAcceptLanguage(header: string): Locale | undefined {
  const ranked = header
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
