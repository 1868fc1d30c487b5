import { centsToDecimal } from '@lottery/contracts';

export interface LedgerCsvRow {
  id: string;
  at: Date;
  phone: string;
  kind: string;
  amount: string;
  balance_after: string;
  reference: string;
  note: string | null;
}

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

const signed = (cents: number) =>
  cents < 0 ? `-${centsToDecimal(-cents)}` : centsToDecimal(cents);

/**
 * One CSV field: quoted when it holds a separator, quote or line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
function field(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The ledger export: one line per entry, amounts as signed two-decimal USD. */
export function ledgerCsv(rows: LedgerCsvRow[]): string {
  const lines = rows.map((row) =>
    [
      field(row.id, false),
      field(row.at.toISOString(), false),
      field(row.phone),
      field(row.kind),
      field(signed(Number(row.amount)), false),
      field(signed(Number(row.balance_after)), false),
      field(row.reference),
      field(row.note ?? ''),
    ].join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
