import { describe, expect, it } from 'vitest';
import { showAmount } from './money';

describe('showAmount', () => {
  it('shows a wire amount in the active currency', () => {
    expect(showAmount('3.50', 'usd')).toBe('$3.50');
    expect(showAmount('2.50', 'khr')).toBe('៛10,000.00');
  });

  it('shows an unreadable amount as it came', () => {
    expect(showAmount('x', 'usd')).toBe('x');
  });
});
