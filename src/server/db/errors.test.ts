import { describe, expect, it } from 'vitest';
import { isConnectionError, isUniqueViolation } from './errors';

describe('database errors', () => {
  it('knows a database that cannot be reached, also under the query layer’s wrapping', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(new Error('Failed query: select 1', { cause: shutdown }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
  });

  it('leaves a wrong query and a constraint alone', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isConnectionError(unique)).toBe(false);
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isConnectionError(Object.assign(new Error('relation does not exist'), { code: '42P01' }))).toBe(
      false,
    );
    expect(isConnectionError(null)).toBe(false);
  });
});
