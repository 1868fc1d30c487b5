import { describe, expect, it } from 'vitest';
import { isTelegramLink, telegramUrl } from './telegram';

describe('chat link', () => {
  it('accepts t.me links and @handles only', () => {
    expect(isTelegramLink('@lotto_fan')).toBe(true);
    expect(isTelegramLink('https://t.me/lotto_fan')).toBe(true);
    expect(isTelegramLink('t.me/lotto_fan')).toBe(true);
    expect(isTelegramLink('https://example.com/x')).toBe(false);
    expect(isTelegramLink('@ab')).toBe(false);
  });

  it('opens an @handle as its t.me link', () => {
    expect(telegramUrl('@lotto_fan')).toBe('https://t.me/lotto_fan');
    expect(telegramUrl('t.me/lotto_fan')).toBe('https://t.me/lotto_fan');
  });
});
