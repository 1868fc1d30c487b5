import { describe, expect, it } from '@jest/globals';
import { isOverload } from './envelope-exception.filter.js';

const withSqlState = (code: string) => Object.assign(new Error('query failed'), { code });

describe('an overloaded database is told apart from a bug', () => {
  it('a cancelled statement (statement_timeout) or too many connections is overload', () => {
    expect(isOverload(withSqlState('57014'))).toBe(true);
    expect(isOverload(withSqlState('53300'))).toBe(true);
  });

  it('waiting too long for a pooled connection is overload', () => {
    expect(isOverload(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('other failures are not', () => {
    expect(isOverload(withSqlState('23505'))).toBe(false);
    expect(isOverload(new TypeError('x is undefined'))).toBe(false);
    expect(isOverload('57014')).toBe(false);
  });
});
