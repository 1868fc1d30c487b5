// Small SQL pieces shared by the deposit and withdrawal repositories.

/**
 * `created_at` within Bangkok days `$from` to `$to`, both included. `column` and the parameter
 * numbers are the caller's own text, never input.
 */
export function bangkokDays(column: string, from: number, to: number): string {
  return `${column} >= ($${from}::date)::timestamp AT TIME ZONE 'Asia/Bangkok'
      AND ${column} < ($${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'`;
}

export const iso = (value: Date | null) => (value ? value.toISOString() : null);
