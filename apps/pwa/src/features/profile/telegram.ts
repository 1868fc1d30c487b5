/** A Telegram account as the server accepts it: a t.me link or an @handle (5 to 32 characters). */
const telegramPattern = /^@[A-Za-z0-9_]{5,32}$|^(?:https?:\/\/)?t\.me\/[A-Za-z0-9_]{5,32}\/?$/;

export function isTelegramLink(value: string): boolean {
  return telegramPattern.test(value.trim());
}

/** The link to open for a saved value (an @handle becomes its t.me link). */
export function telegramUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('@')) return `https://t.me/${trimmed.slice(1)}`;
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}
