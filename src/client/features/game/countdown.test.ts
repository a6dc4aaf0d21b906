import { describe, expect, it } from 'vitest';
import type { TimerView } from '../../../shared/game/views';
import { announcedMoment, countdownAt, fractionLeft, secondsShown, serverNow } from './countdown';

const NOW = 1_700_000_000_000;
const base: TimerView = {
  status: 'running',
  remainingMs: 60_000,
  durationMs: 60_000,
  deadline: null,
  callEndsAt: null,
  callRemainingMs: null,
};

describe('the countdown maths', () => {
  it('counts down to the deadline on the server clock', () => {
    const timer = { ...base, deadline: NOW + 42_000 };
    expect(countdownAt(timer, NOW)).toMatchObject({ status: 'running', remainingMs: 42_000 });
    expect(countdownAt(timer, NOW + 41_500).remainingMs).toBe(500);
  });

  it('shows time up, never a negative time, once the deadline has passed', () => {
    const timer = { ...base, deadline: NOW };
    expect(countdownAt(timer, NOW + 5_000)).toMatchObject({ status: 'expired', remainingMs: 0 });
  });

  it('agrees across devices whose clocks differ, once each applies its offset', () => {
    const timer = { ...base, deadline: NOW + 30_000 };
    const phoneClock = NOW - 7_000; // seven seconds behind the server
    const tvClock = NOW + 3_000; // three seconds ahead
    const phone = countdownAt(timer, serverNow(7_000, phoneClock));
    const tv = countdownAt(timer, serverNow(-3_000, tvClock));
    expect(phone.remainingMs).toBe(30_000);
    expect(tv.remainingMs).toBe(30_000);
  });

  it('freezes the question time during a phone call and shows the call time', () => {
    const timer: TimerView = { ...base, status: 'call', remainingMs: 25_000, callEndsAt: NOW + 60_000 };
    expect(countdownAt(timer, NOW + 10_000)).toMatchObject({
      status: 'call',
      remainingMs: 25_000,
      callRemainingMs: 50_000,
    });
  });

  it('resumes the question time where it stopped when the call ends, with no message needed', () => {
    const timer: TimerView = { ...base, status: 'call', remainingMs: 25_000, callEndsAt: NOW + 60_000 };
    expect(countdownAt(timer, NOW + 70_000)).toMatchObject({
      status: 'running',
      remainingMs: 15_000,
      callRemainingMs: null,
    });
    expect(countdownAt(timer, NOW + 90_000).status).toBe('expired');
  });

  it('keeps a paused, stopped or waiting countdown where it is', () => {
    const paused: TimerView = { ...base, status: 'paused', remainingMs: 12_000, callRemainingMs: 30_000 };
    expect(countdownAt(paused, NOW + 99_000)).toMatchObject({
      status: 'paused',
      remainingMs: 12_000,
      callRemainingMs: 30_000,
    });
    expect(countdownAt({ ...base, status: 'stopped', remainingMs: 8_000 }, NOW).remainingMs).toBe(8_000);
    expect(countdownAt({ ...base, status: 'waiting' }, NOW).remainingMs).toBe(60_000);
  });

  it('rounds shown seconds up, so 0.2 s left still shows 1', () => {
    expect([0, 1, 200, 1000, 1001, 59_999].map(secondsShown)).toEqual([0, 1, 1, 1, 2, 60]);
  });

  it('announces only a few moments: 30 and 10 seconds left, and time up', () => {
    const moments = [60, 45, 31, 30, 29, 11, 10, 9, 1, 0].map((seconds) => announcedMoment(seconds, 60));
    expect(moments).toEqual([null, null, null, 30, 30, 30, 10, 10, 10, 0]);
    expect(announcedMoment(90, 120)).toBe(null);
    expect(announcedMoment(60, 120)).toBe(60);
  });

  it('gives the share of time left for the ring', () => {
    expect(fractionLeft({ remainingMs: 15_000, durationMs: 60_000 })).toBe(0.25);
    expect(fractionLeft({ remainingMs: 0, durationMs: 0 })).toBe(0);
  });
});
