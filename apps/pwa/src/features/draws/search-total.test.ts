import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadUiMessages } from '../../lib/intl';
import { totalValues } from './search-total';

// Issue 32: a last-2 search of a real shop (100,000 sheets) read "Found NaN numbers".
describe('the count of numbers found', () => {
  const found = async (locale: 'km' | 'th' | 'en', total: number) =>
    createIntl({ locale, messages: await loadUiMessages(locale) }).formatMessage(
      { id: 'search.total' },
      totalValues(total),
    );

  it('reads "1,000+" at the server cap, in every language', async () => {
    expect(await found('en', 1000)).toBe('1,000+ numbers found');
    expect(await found('km', 1000)).toBe('រកឃើញ 1,000+ លេខ');
    expect(await found('th', 1000)).toBe('พบ 1,000+ เลข');
  });

  it('reads the exact count below the cap', async () => {
    expect(await found('en', 999)).toBe('999 numbers found');
    expect(await found('km', 12)).toBe('រកឃើញ 12 លេខ');
  });
});
