import { describe, expect, it } from 'vitest';
import { sheetsLeft } from './stock';

describe('stock update after a purchase', () => {
  it('a card shows the re-checked count when it is lower than what the card loaded', () => {
    expect(sheetsLeft({ '7': 2 }, '7', 5)).toBe(2);
    expect(sheetsLeft({ '7': 0 }, '7', 5)).toBe(0);
  });

  it('a card loaded after the re-check keeps its own, fresher count; other cards are untouched', () => {
    expect(sheetsLeft({ '7': 4 }, '7', 3)).toBe(3);
    expect(sheetsLeft({ '7': 0 }, '8', 5)).toBe(5);
  });
});
