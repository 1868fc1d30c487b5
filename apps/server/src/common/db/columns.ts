/**
 * How PostgreSQL's bigint meets TypeScript, in one place:
 * - money (cents) becomes a safe `number` through `cents`, which throws on anything unsafe;
 * - ids stay decimal strings (`IdColumn`), as they travel on the wire: no rounding, ever;
 * - counts (`count(*)` is bigint) go through `countOf`.
 * Nothing else calls `Number()` on a database value.
 */
import { Column, type ColumnOptions, type ValueTransformer } from 'typeorm';

/** A bigint from the driver (a string) as a safe integer; throws rather than round. */
export function safeInteger(value: string | number | bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`not a safe integer: ${value}`);
  return number;
}

/** Cents: bigint in PostgreSQL, a safe integer in code. */
export const cents: ValueTransformer = {
  to: (value: number | null | undefined) => {
    if (value === null || value === undefined) return value;
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe number of cents: ${value}`);
    return value;
  },
  from: (value: string | null) => (value === null ? null : safeInteger(value)),
};

/** A `count(*)` (or any bigint tally) read through a raw query. */
export function countOf(row: { total?: string | number | null } | undefined): number {
  return safeInteger(row?.total ?? 0);
}

/** A bigint money column (cents as `number`). */
export function MoneyColumn(options: ColumnOptions = {}) {
  return Column({ type: 'bigint', transformer: cents, ...options });
}

/** A bigint id column (decimal string), such as a foreign key. */
export function IdColumn(options: ColumnOptions = {}) {
  return Column({ type: 'bigint', ...options });
}
