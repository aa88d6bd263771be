import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './client.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['server shutting down (57P01)', withCode('terminating connection', '57P01')],
    ['server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection failure (08006)', withCode('connection failure', '08006')],
    ['nothing listening', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection cut', new Error('Connection terminated unexpectedly')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    [
      'wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: withCode('x', 'ECONNREFUSED') }),
    ],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key', '23505')],
    ['check violation', withCode('violates check constraint', '23514')],
    ['syntax error', withCode('syntax error', '42601')],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection terminated'],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
