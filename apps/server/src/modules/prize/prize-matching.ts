/**
 * Thai government lottery prize rules, as pure functions: which prizes a six-digit ticket wins in
 * a published draw, and whether a result set is complete. A ticket can win several prizes at once
 * (say the 2nd prize and the last two digits).
 */

import { prizeKinds, prizeRules, type PrizeKind } from '@lottery/contracts';

/** The winning numbers of one draw, by kind. */
export type DrawResults = Record<PrizeKind, readonly string[]>;

/** One prize a ticket wins: the kind and the winning number it matched. */
export interface PrizeWin {
  kind: PrizeKind;
  number: string;
}

const SIX_DIGITS = /^\d{6}$/;

export function isTicketNumber(value: string): boolean {
  return SIX_DIGITS.test(value);
}

/** The numbers one below and one above the first prize (000000 and 999999 are neighbours). */
export function neighboursOf(first: string): [string, string] {
  const value = Number(first);
  const at = (n: number) => String((n + 1_000_000) % 1_000_000).padStart(6, '0');
  return [at(value - 1), at(value + 1)];
}

/** The part of a ticket number a prize kind compares with its winning numbers. */
function partFor(kind: PrizeKind, ticket: string): string {
  switch (kind) {
    case 'first3':
      return ticket.slice(0, 3);
    case 'last3':
      return ticket.slice(3);
    case 'last2':
      return ticket.slice(4);
    default:
      return ticket;
  }
}

/** Every prize `ticket` wins in `results`, in prize-table order. */
export function prizesWon(ticket: string, results: DrawResults): PrizeWin[] {
  if (!isTicketNumber(ticket)) throw new RangeError(`not a six-digit ticket number: ${ticket}`);
  const wins: PrizeWin[] = [];
  for (const kind of prizeKinds) {
    const part = partFor(kind, ticket);
    // A number can appear twice in one kind (two equal "first three" numbers); each pays.
    for (const number of results[kind]) if (number === part) wins.push({ kind, number });
  }
  return wins;
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
