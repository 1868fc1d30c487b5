import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadUiMessages } from './intl';

// Issue 17: counts read with thousands separators in every language.
describe('counts in messages', () => {
  it('group thousands', async () => {
    for (const locale of ['km', 'th', 'en'] as const) {
      const intl = createIntl({ locale, messages: await loadUiMessages(locale) });
      const text = intl.formatMessage(
        { id: 'admin.drawStock' },
        { products: 1200, sheets: 24000, sold: 1500 },
      );
      expect([locale, text]).toEqual([locale, expect.stringContaining('24,000')]);
      expect(intl.formatMessage({ id: 'search.total' }, { total: 12345, capped: 'no' })).toContain(
        '12,345',
      );
    }
  });
});
