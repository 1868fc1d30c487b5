import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lottery/contracts';
import { parseStockCsv } from './stock-csv.js';

describe('stock file', () => {
  it('reads sheets with or without a header, photo optional, blank lines ignored', () => {
    const { sheets, problems } = parseStockCsv(
      'number,set,price,photo\r\n123456,1,3.50,123456-1.jpg\n\n000001,12,"2",\n',
    );
    expect(problems).toEqual([]);
    expect(sheets).toEqual([
      { line: 2, number: '123456', set: 1, priceCents: 350, photo: '123456-1.jpg', tags: [] },
      { line: 4, number: '000001', set: 12, priceCents: 200, photo: null, tags: [] },
    ]);
  });

  it('reads shelf tags separated by | or spaces, and refuses tags that are not plain words', () => {
    const { sheets, problems } = parseStockCsv('123456,1,3,,pairs|lucky\n111111,1,3,,Lucky!');
    expect(sheets.map((sheet) => sheet.tags)).toEqual([['pairs', 'lucky']]);
    expect(problems).toEqual([{ line: 2, field: 'tags', code: ErrorCode.InvalidFormat }]);
  });

  it('names every bad line and field so the admin can fix the file', () => {
    const { problems } = parseStockCsv(
      [
        '12345,1,3.00',
        '123456,0,3.00',
        '123456,1,3.001',
        '123456,2,0',
        '654321,1,3,../x.jpg',
        'x',
        '123456,3,3,,pairs,extra',
      ].join('\n'),
    );
    expect(problems).toEqual([
      { line: 1, field: 'number', code: ErrorCode.InvalidFormat },
      { line: 2, field: 'set', code: ErrorCode.InvalidFormat },
      { line: 3, field: 'price', code: ErrorCode.InvalidFormat },
      { line: 4, field: 'price', code: ErrorCode.InvalidFormat },
      { line: 5, field: 'photo', code: ErrorCode.InvalidFormat },
      { line: 6, field: 'line', code: ErrorCode.InvalidFormat },
      { line: 7, field: 'line', code: ErrorCode.InvalidFormat },
    ]);
  });

  it('refuses the same sheet (number and set) twice in one file', () => {
    const { problems } = parseStockCsv('123456,1,3.00\n123456,2,3.00\n123456,01,3.00');
    expect(problems).toEqual([{ line: 3, field: 'line', code: ErrorCode.DuplicateProduct }]);
  });
});
