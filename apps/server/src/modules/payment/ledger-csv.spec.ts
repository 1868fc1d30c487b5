import { describe, expect, it } from '@jest/globals';
import { ledgerCsv } from './ledger-csv.js';

const row = {
  id: '1',
  at: new Date('2026-11-23T10:00:00.000Z'),
  phone: '012345678',
  kind: 'adjustment' as const,
  amount: -150,
  balanceAfter: 0,
  reference: 'adjustment by 011222333',
  note: null as string | null,
};

describe('ledger CSV', () => {
  it('writes signed two-decimal amounts under a header', () => {
    expect(ledgerCsv([row])).toBe(
      'id,time,member phone,kind,amount,balance after,reference,note\r\n' +
        '1,2026-11-23T10:00:00.000Z,012345678,adjustment,-1.50,0.00,adjustment by 011222333,\r\n',
    );
  });

  it('quotes separators and defuses spreadsheet formulas in text', () => {
    const [, line] = ledgerCsv([{ ...row, note: '=HYPERLINK("x"), "quoted"' }]).split('\r\n');
    expect(line!.endsWith(`,"'=HYPERLINK(""x""), ""quoted"""`)).toBe(true);
  });
});
