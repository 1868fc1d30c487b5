import { describe, expect, it } from 'vitest';
import { shouldClearSession } from './api-error';

describe('which errors end the session', () => {
  it('ends it on 500 and on use from another device, wherever the member is', () => {
    expect(shouldClearSession(500, '/reward')).toBe(true);
    expect(shouldClearSession(4011, '/')).toBe(true);
    expect(shouldClearSession(401, '/profile')).toBe(true);
  });

  it('ends it on 502 except on the ticket and gift-claim pages', () => {
    expect(shouldClearSession(502, '/profile')).toBe(true);
    expect(shouldClearSession(502, '/ex/ticket')).toBe(false);
    expect(shouldClearSession(502, '/reward')).toBe(false);
  });

  it('keeps it for business errors', () => {
    expect(shouldClearSession(4006, '/')).toBe(false);
    expect(shouldClearSession(404, '/')).toBe(false);
  });
});
