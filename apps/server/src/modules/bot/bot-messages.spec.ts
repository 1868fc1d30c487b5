import { describe, expect, it } from '@jest/globals';
import { alertText, drawDay, localeOfTelegram, resultsText } from './bot-messages.js';

describe("the bot's messages", () => {
  it("speak the Telegram user's language when the shop has it, else Khmer", () => {
    expect(localeOfTelegram('th')).toBe('th');
    expect(localeOfTelegram('en-US')).toBe('en');
    expect(localeOfTelegram('km')).toBe('km');
    expect(localeOfTelegram('fr')).toBe('km');
    expect(localeOfTelegram(undefined)).toBe('km');
  });

  it('tell each number its result: credited, waiting for payout, both, or no prize', () => {
    const text = resultsText('en', '2026-12-16', [
      { number: '123456', sheets: 2, credited: 0, waiting: 6_000_000_00 },
      { number: '000025', sheets: 1, credited: 58_00, waiting: 0 },
      { number: '999999', sheets: 3, credited: 0, waiting: 0 },
    ]);
    expect(text.split('\n')).toEqual([
      '📣 Results of the draw of 16/12/2026',
      '',
      '123456 · 2 sheets: won $6,000,000.00 (waiting for payout)',
      '000025 · 1 sheet: won $58.00 (credited to your balance)',
      '999999 · 3 sheets: no prize',
    ]);
  });

  it('name the pattern an alert matched in the language of the chat', () => {
    expect(alertText('en', '321777', 'last3', '2026-12-16')).toBe(
      '🔔 321777 (last 3) is in stock for the draw of 16/12/2026',
    );
    expect(alertText('th', '321777', 'first3', '2026-12-16')).toContain('3 ตัวหน้า');
    expect(drawDay('2026-01-02')).toBe('02/01/2026');
  });
});
