// The daily reconciliation of Bakong's transactions against the credited deposits: the admin's
// answer (each day's counts and the lines that differ) and the CSV of every line.
import {
  centsToDecimal,
  type BakongReconciliation,
  type BakongReconciliationIssue,
  type BakongReconciliationRow,
} from '@lottery/contracts';
import { safeInteger } from '../../../common/db/columns.js';
import { csvField } from '../ledger-csv.js';
import type { ReconciliationLine } from './bakong.repository.js';

/**
 * What needs a look: a payment unlike its QR code still not credited (mismatch), a transaction
 * seen for a deposit that is not credited (not_credited), a deposit credited with no Bakong
 * transaction seen (no_transaction: confirmed by hand or by the callback).
 */
function issueOf(line: ReconciliationLine): BakongReconciliationIssue | null {
  if (line.hash === null) return 'no_transaction';
  if (line.status === 'confirmed') return null;
  return line.outcome === 'review' ? 'mismatch' : 'not_credited';
}

export function reconciliationRow(line: ReconciliationLine): BakongReconciliationRow {
  return {
    day: line.day,
    RefId: line.refId,
    hash: line.hash,
    amt: centsToDecimal(safeInteger(line.amount)),
    paid: line.paid === null ? null : centsToDecimal(safeInteger(line.paid)),
    currency: line.currency,
    status: line.status === 'pending' && line.expired ? 'expired' : line.status,
    late: line.late,
    issue: issueOf(line),
  };
}

export function reconciliation(lines: ReconciliationLine[]): BakongReconciliation {
  const rows = lines.map(reconciliationRow);
  const days = new Map<string, BakongReconciliation['days'][number]>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { day: row.day, transactions: 0, credited: 0, differences: 0 };
    if (row.hash !== null) day.transactions += 1;
    if (row.status === 'confirmed') day.credited += 1;
    if (row.issue !== null) day.differences += 1;
    days.set(row.day, day);
  }
  return { days: [...days.values()], differences: rows.filter((row) => row.issue !== null) };
}

const header = [
  'day',
  'RefId',
  'bakong hash',
  'amount',
  'paid',
  'currency',
  'status',
  'late',
  'issue',
];

/** Every line, the agreeing ones too (issue empty). */
export function reconciliationCsv(lines: ReconciliationLine[]): string {
  const body = lines
    .map(reconciliationRow)
    .map((row) =>
      [
        csvField(row.day, false),
        csvField(row.RefId),
        csvField(row.hash ?? ''),
        csvField(row.amt, false),
        csvField(row.paid ?? '', false),
        csvField(row.currency ?? ''),
        csvField(row.status),
        row.late ? 'yes' : '',
        csvField(row.issue ?? ''),
      ].join(','),
    );
  return [header.join(','), ...body].join('\r\n') + '\r\n';
}
