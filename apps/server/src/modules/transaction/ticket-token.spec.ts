import { describe, expect, it } from '@jest/globals';
import { readTicketToken, signTicketToken, ticketKey } from './ticket-token.js';

describe('ticket link token', () => {
  const key = ticketKey('a-secret-of-at-least-thirty-two-chars');

  it('reads back the order it was signed for, within Telegram’s start-parameter alphabet', () => {
    const token = signTicketToken('123456789', key);
    expect(token).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(readTicketToken(token, key)).toBe('123456789');
  });

  it('refuses a token changed by one character, signed with another secret, or malformed', () => {
    const token = signTicketToken('42', key);
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(readTicketToken(flipped, key)).toBeNull();
    expect(readTicketToken(signTicketToken('42', ticketKey('another-secret')), key)).toBeNull();
    expect(readTicketToken('42', key)).toBeNull();
    expect(readTicketToken(`${token}A`, key)).toBeNull();
  });
});
