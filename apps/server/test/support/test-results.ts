/** `count` six-digit numbers starting with `prefix`: 300000, 300001, ... */
const numbers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => prefix + String(i).padStart(6 - prefix.length, '0'));

/**
 * A draw's results made for tests, with every kind of prize the real draws have: no number of a
 * test ticket matches anything unless the test means it to. `changes` replaces whole kinds (a
 * number listed twice, as real draws sometimes do).
 */
export function testResults(changes: Partial<Record<string, string[]>> = {}) {
  return {
    first: ['100000'],
    near1: ['099999', '100001'],
    second: ['200000', '200001', '200002', '200003', '200004'],
    third: numbers('30', 10),
    fourth: numbers('40', 50),
    fifth: numbers('50', 100),
    first3: ['777', '778'],
    last3: ['888', '999'],
    last2: ['55'],
    ...changes,
  };
}
