/** Tiny cookie helpers: every cookie the app writes is site-wide (path=/) and SameSite=Lax. */

export const DAY_SECONDS = 24 * 60 * 60;

/** Cookie names and lifetimes from the spec (section 9). */
export const cookieSpec = {
  authToken: { name: 'auth-token', maxAge: 7 * DAY_SECONDS },
  cart: { name: 'cart', maxAge: DAY_SECONDS },
  confirmCartFirstTime: { name: 'confirmCartFirstTime', maxAge: 10 * DAY_SECONDS },
  locale: { name: 'locale', maxAge: 365 * DAY_SECONDS },
  currency: { name: 'currency', maxAge: 365 * DAY_SECONDS },
} as const;

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}` +
    `; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
