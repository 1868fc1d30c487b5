/**
 * Thai government lottery prize rules, as pure functions: which prizes a six-digit ticket wins in
 * a published draw, and whether a result set is complete. A ticket can win several prizes at once
 * (say the 2nd prize and the last two digits).
 */

import { prizeKinds, prizeRules, type PrizeKind } from '@lottery/contracts';

// The matching itself is shared with the PWA (it checks tickets offline).
export { isTicketNumber, prizesWon, type DrawResults, type PrizeWin } from '@lottery/contracts';

/** The numbers one below and one above the first prize (000000 and 999999 are neighbours). */
export function neighboursOf(first: string): [string, string] {
  const value = Number(first);
  const at = (n: number) => String((n + 1_000_000) % 1_000_000).padStart(6, '0');
  return [at(value - 1), at(value + 1)];
}

/** What is wrong with a result set an admin wants to publish, kind by kind; empty when valid. */
export function resultProblems(results: Partial<Record<PrizeKind, unknown>>): PrizeKind[] {
  const problems = prizeKinds.filter((kind) => {
    const numbers = results[kind];
    const { count, digits } = prizeRules[kind];
    return (
      !Array.isArray(numbers) ||
      numbers.length !== count ||
      !numbers.every((n) => typeof n === 'string' && n.length === digits && /^\d+$/.test(n))
    );
  });
  const first = results.first;
  const near = results.near1;
  if (!problems.includes('first') && !problems.includes('near1')) {
    const expected = neighboursOf((first as string[])[0]!);
    if ([...(near as string[])].sort().join() !== [...expected].sort().join())
      problems.push('near1');
  }
  return problems;
}
