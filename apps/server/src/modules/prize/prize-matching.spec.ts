import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { prizeKinds, type PrizeKind } from '@lottery/contracts';
import { neighboursOf, prizesWon, resultProblems, type DrawResults } from './prize-matching.js';

// Real published results of 24 draws (Government Lottery Office); the demo shop seeds them too.
const archive = JSON.parse(
  readFileSync(new URL('../../../data/thai-lottery-results.json', import.meta.url), 'utf8'),
) as { draws: Array<{ date: string; prizes: Record<PrizeKind, { numbers: string[] }> }> };

const draws = archive.draws.map(({ date, prizes }) => ({
  date,
  results: Object.fromEntries(
    prizeKinds.map((kind) => [kind, prizes[kind].numbers]),
  ) as unknown as DrawResults,
}));

/** What a ticket should win, worked out independently of `prizesWon`: straight from the rules. */
function expectedKinds(ticket: string, results: DrawResults): PrizeKind[] {
  const kinds: PrizeKind[] = [];
  for (const kind of prizeKinds) {
    const part =
      kind === 'first3'
        ? ticket.slice(0, 3)
        : kind === 'last3'
          ? ticket.slice(-3)
          : kind === 'last2'
            ? ticket.slice(-2)
            : ticket;
    for (const n of results[kind]) if (n === part) kinds.push(kind);
  }
  return kinds;
}

const kindsOf = (ticket: string, results: DrawResults) =>
  prizesWon(ticket, results).map((w) => w.kind);

it('reads all 24 real draws', () => {
  expect(draws).toHaveLength(24);
});

describe.each(draws)('draw of $date', ({ results }) => {
  it('is a complete result set', () => {
    expect(resultProblems(results)).toEqual([]);
  });

  it('every published six-digit number wins its own prize', () => {
    for (const kind of ['first', 'near1', 'second', 'third', 'fourth', 'fifth'] as const) {
      for (const number of results[kind]) expect(kindsOf(number, results)).toContain(kind);
    }
  });

  it('the first prize wins the first prize once and never its neighbours prize', () => {
    const [first] = results.first;
    const kinds = kindsOf(first!, results);
    expect(kinds.filter((k) => k === 'first')).toHaveLength(1);
    expect(kinds).not.toContain('near1');
  });

  it('tickets sharing only the first three, last three or last two digits win just that', () => {
    const [first3] = results.first3;
    const [last3] = results.last3;
    const [last2] = results.last2;
    const ticketFirst3 = `${first3}${'000'}`;
    expect(kindsOf(ticketFirst3, results)).toEqual(expectedKinds(ticketFirst3, results));
    expect(kindsOf(ticketFirst3, results)).toContain('first3');
    const ticketLast3 = `000${last3}`;
    expect(kindsOf(ticketLast3, results)).toContain('last3');
    const ticketLast2 = `1234${last2}`;
    expect(kindsOf(ticketLast2, results)).toContain('last2');
    // A ticket ending in the last two digits also wins the last three when those match too.
    expect(kindsOf(ticketLast2, results)).toEqual(expectedKinds(ticketLast2, results));
  });

  it('random other numbers win exactly what the rules say, and nothing else', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i += 1) {
      const ticket = String(next() % 1_000_000).padStart(6, '0');
      expect(kindsOf(ticket, results)).toEqual(expectedKinds(ticket, results));
    }
  });
});

describe('prize rules', () => {
  const results = draws[0]!.results;

  it('a ticket can win several prizes at once', () => {
    const [first] = results.first;
    const [last2] = results.last2;
    const stacked: DrawResults = { ...results, last2: [first!.slice(-2)] };
    expect(kindsOf(first!, stacked)).toEqual(expect.arrayContaining(['first', 'last2']));
    expect(last2).toBeDefined();
  });

  it('neighbours wrap around at 000000 and 999999', () => {
    expect(neighboursOf('251309')).toEqual(['251308', '251310']);
    expect(neighboursOf('000000')).toEqual(['999999', '000001']);
    expect(neighboursOf('999999')).toEqual(['999998', '000000']);
  });

  it('refuses result sets with a wrong count or length of numbers for a prize', () => {
    expect(resultProblems({ ...results, second: results.second.slice(1) })).toEqual(['second']);
    expect(resultProblems({ ...results, last2: ['123'] })).toEqual(['last2']);
    expect(resultProblems({ ...results, fifth: undefined })).toEqual(['fifth']);
    expect(resultProblems({ ...results, near1: ['111111', '222222'] })).toEqual(['near1']);
  });

  it('refuses anything but a six-digit ticket', () => {
    expect(() => prizesWon('12345', results)).toThrow(RangeError);
  });
});
