/**
 * Thai government lottery prize rules, as pure functions: which prizes a six-digit ticket wins in
 * a published draw. Shared: the server settles prizes with them, and the PWA checks a ticket on
 * the phone against results it keeps when there is no network.
 */
import { prizeKinds, type PrizeKind } from './draw.js';

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
    for (const number of results[kind] ?? []) if (number === part) wins.push({ kind, number });
  }
  return wins;
}
