import { ErrorCode, parseCents, shelfTag } from '@lottery/contracts';

/** One sheet of a stock file: its six-digit number, its set number, its price and its photo. */
export interface StockSheet {
  line: number;
  number: string;
  set: number;
  priceCents: number;
  photo: string | null;
  /** Shelf tags for the sheet's product (its `op`). */
  tags: string[];
}

/** A refused line of a stock file, named so an admin can fix the file. */
export interface StockLineProblem {
  line: number;
  field: 'number' | 'set' | 'price' | 'photo' | 'tags' | 'line';
  code: ErrorCode;
}

const HEADER = /^\s*number\s*,\s*set\s*,\s*price/i;
const PHOTO_NAME = /^[\w.-]{1,120}\.(?:jpe?g|png|webp)$/i;
/** Shelf tags are separated by spaces or `|` in the fifth column. */
const TAG_SEPARATOR = /[\s|]+/;

/**
 * Reads a stock file: `number,set,price[,photo[,tags]]` per line (tags place the number on
 * shelves: `pairs|lucky`), an optional header line, blank lines
 * ignored. All or nothing: the caller loads the sheets only when `problems` is empty, so half a
 * file is never loaded. Plain comma separation: none of the fields can contain a comma.
 */
export function parseStockCsv(text: string): {
  sheets: StockSheet[];
  problems: StockLineProblem[];
} {
  const sheets: StockSheet[] = [];
  const problems: StockLineProblem[] = [];
  const seen = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || (index === 0 && HEADER.test(raw))) return;
    const fields = raw.split(',').map((f) => f.trim().replace(/^"(.*)"$/, '$1'));
    if (fields.length < 3 || fields.length > 5) {
      problems.push({ line, field: 'line', code: ErrorCode.InvalidFormat });
      return;
    }
    const [number = '', set = '', price = '', photo = '', tagList = ''] = fields;
    const tags = tagList.split(TAG_SEPARATOR).filter(Boolean);
    const before = problems.length;
    if (!/^\d{6}$/.test(number))
      problems.push({ line, field: 'number', code: ErrorCode.InvalidFormat });
    if (!/^\d{1,4}$/.test(set) || Number(set) < 1) {
      problems.push({ line, field: 'set', code: ErrorCode.InvalidFormat });
    }
    const priceCents = parseCents(price);
    if (priceCents === null || priceCents === 0) {
      problems.push({ line, field: 'price', code: ErrorCode.InvalidFormat });
    }
    if (photo !== '' && !PHOTO_NAME.test(photo)) {
      problems.push({ line, field: 'photo', code: ErrorCode.InvalidFormat });
    }
    if (tags.some((tag) => !shelfTag.test(tag))) {
      problems.push({ line, field: 'tags', code: ErrorCode.InvalidFormat });
    }
    if (problems.length > before) return;
    const key = `${number}/${Number(set)}`;
    if (seen.has(key)) {
      problems.push({ line, field: 'line', code: ErrorCode.DuplicateProduct });
      return;
    }
    seen.set(key, line);
    sheets.push({
      line,
      number,
      set: Number(set),
      priceCents: priceCents!,
      photo: photo || null,
      tags,
    });
  });
  return { sheets, problems };
}
