import { describe, expect, it } from 'vitest';
import { CircuitBreaker, retryDelayMs } from './retry-policy';

describe('retry backoff', () => {
  it('waits 1000 ms x 2^n, capped at 10 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('the circuit breaker', () => {
  const minute = 60_000;

  it('blocks retry after more than 5 errors of one name within 10 minutes, for 5 minutes', () => {
    const breaker = new CircuitBreaker();
    for (let i = 0; i < 5; i++) breaker.record('TypeError', i * minute);
    expect(breaker.isOpen('TypeError', 5 * minute)).toBe(false);
    breaker.record('TypeError', 6 * minute);
    expect(breaker.isOpen('TypeError', 6 * minute)).toBe(true);
    expect(breaker.isOpen('TypeError', 10 * minute)).toBe(true);
    expect(breaker.isOpen('TypeError', 11 * minute)).toBe(false);
  });

  it('counts names separately and forgets errors older than 10 minutes', () => {
    const breaker = new CircuitBreaker();
    for (let i = 0; i < 3; i++) breaker.record('TypeError', i);
    for (let i = 0; i < 3; i++) breaker.record('RangeError', i);
    expect(breaker.isOpen('TypeError', 10)).toBe(false);
    for (let i = 0; i < 3; i++) breaker.record('TypeError', 11 * minute + i);
    expect(breaker.isOpen('TypeError', 11 * minute + 5)).toBe(false);
  });
});
