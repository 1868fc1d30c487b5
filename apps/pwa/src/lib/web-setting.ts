import { apiGet } from './api-client';
import { defaultWebSetting, type WebSetting } from '@lottery/contracts';

export function fetchWebSetting(): Promise<WebSetting> {
  return apiGet('/getWebSetting');
}

/** How long settings fetched on one navigation serve the next ones. */
const FRESH_MS = 30_000;
let cached: { at: number; value: WebSetting } | null = null;

/**
 * Settings for a navigation: fetched on the first one (every full page load), reused for ~30 s.
 * Failures are swallowed (spec section 8): the last known settings or the defaults serve.
 */
export async function loadWebSetting(now = Date.now()): Promise<WebSetting> {
  if (cached && now - cached.at < FRESH_MS) return cached.value;
  try {
    const value = { ...defaultWebSetting, ...(await fetchWebSetting()) };
    cached = { at: now, value };
    return value;
  } catch {
    return cached?.value ?? defaultWebSetting;
  }
}

/** Settings an admin just saved serve the next navigations (a reopened shop opens at once). */
export function rememberWebSetting(value: WebSetting, now = Date.now()): void {
  cached = { at: now, value: { ...defaultWebSetting, ...value } };
}
