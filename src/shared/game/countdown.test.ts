import { describe, expect, it } from 'vitest';
import { effectiveCountdown, isTimeUp, remainingMs } from './countdown';

describe('the countdown', () => {
  it('a running countdown counts down to its deadline and then is up', () => {
    const countdown = { status: 'running', deadline: 10_000 } as const;
    expect(remainingMs(countdown, 4_000)).toBe(6_000);
    expect(isTimeUp(countdown, 9_999)).toBe(false);
    expect(isTimeUp(countdown, 10_000)).toBe(true);
    expect(remainingMs(countdown, 12_000)).toBe(0);
  });

  it('a call freezes the time left until the call ends, then it runs again', () => {
    const call = { status: 'call', callEndsAt: 60_000, remainingMs: 25_000 } as const;
    expect(remainingMs(call, 59_000)).toBe(25_000);
    expect(isTimeUp(call, 59_000)).toBe(false);
    expect(effectiveCountdown(call, 60_000)).toEqual({ status: 'running', deadline: 85_000 });
    expect(remainingMs(call, 70_000)).toBe(15_000);
    expect(isTimeUp(call, 85_000)).toBe(true);
  });

  it('paused and stopped countdowns keep their time and are never up', () => {
    expect(remainingMs({ status: 'paused', remainingMs: 5_000, callRemainingMs: null }, 1e12)).toBe(5_000);
    expect(isTimeUp({ status: 'stopped', remainingMs: 0 }, 1e12)).toBe(false);
    expect(isTimeUp(null, 0)).toBe(false);
  });
});
