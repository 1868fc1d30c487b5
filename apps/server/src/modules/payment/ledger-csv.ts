import { centsToDecimal } from '@lottery/contracts';
import type { LedgerEntry } from './entities/ledger-entry.entity.js';

/** An entry of the export, with its member's phone. */
export type LedgerCsvRow = Pick<
  LedgerEntry,
  'id' | 'at' | 'kind' | 'amount' | 'balanceAfter' | 'reference' | 'note'
> & { phone: string };

const header = [
  'id',
  'time',
  'member phone',
  'kind',
  'amount',
  'balance after',
  'reference',
  'note',
];

/** Signed cents as two-decimal USD: -150 is "-1.50". */
export const signedDecimal = (cents: number) =>
  cents < 0 ? `-${centsToDecimal(-cents)}` : centsToDecimal(cents);

/**
 * One CSV field: quoted when it holds a separator, quote or line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The ledger export: one line per entry, amounts as signed two-decimal USD. */
export function ledgerCsv(rows: LedgerCsvRow[]): string {
  const lines = rows.map((row) =>
    [
      csvField(row.id, false),
      csvField(row.at.toISOString(), false),
      csvField(row.phone),
      csvField(row.kind),
      csvField(signedDecimal(row.amount), false),
      csvField(signedDecimal(row.balanceAfter), false),
      csvField(row.reference),
      csvField(row.note ?? ''),
    ].join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
