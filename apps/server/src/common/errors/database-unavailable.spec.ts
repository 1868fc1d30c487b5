import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'query failed') =>
  Object.assign(new Error(message), { code });

describe('a database that cannot answer right now is told apart from a bug', () => {
  it.each([
    ['statement timeout', '57014'],
    ['too many connections', '53300'],
    ['admin shutdown (terminated backend)', '57P01'],
    ['crash shutdown', '57P02'],
    ['starting up', '57P03'],
    ['connection failure', '08006'],
    ['connection does not exist', '08003'],
    ['connection refused', 'ECONNREFUSED'],
    ['connection reset', 'ECONNRESET'],
    ['deadlock detected', '40P01'],
    ['serialization failure', '40001'],
  ])('%s (%s) is unavailable', (_name, code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it.each([
    'timeout exceeded when trying to connect',
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'terminating connection due to administrator command',
    'Client has encountered a connection error and is not queryable',
    'the database system is starting up',
  ])('"%s" is unavailable', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('looks inside TypeORM errors and causes (a COMMIT that lost its connection)', () => {
    const lost = new QueryFailedError('COMMIT', [], new Error('Connection terminated'));
    expect(isDatabaseUnavailable(lost)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P03') }))).toBe(true);
  });

  it('other failures are not', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('22003', 'bigint out of range'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('57014')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
